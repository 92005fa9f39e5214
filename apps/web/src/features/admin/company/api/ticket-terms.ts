import type { TicketTerms } from "@ferry/shared/company";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";

const PATH = "/ticket-terms";

export const ticketTermsKeys = { all: [PATH] as const };

/** The terms printed on the `normal` and `thermal_sk` tickets. */
export const ticketTermsQuery = () =>
  queryOptions({
    queryKey: ticketTermsKeys.all,
    queryFn: () => staffApi.get<{ data: TicketTerms }>(PATH).then((answer) => answer.data.content),
  });

export const useTicketTerms = () => useQuery(ticketTermsQuery());

export const useSaveTicketTerms = () =>
  useMutation({ mutationFn: (content: string) => staffApi.put<{ message?: string }>(PATH, { content }) });
