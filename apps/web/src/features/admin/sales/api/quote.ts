import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import type { Quote } from "./booking-types";

/** A quote is keyed by the sale's JSON text (`null`: nothing to price yet). */
export const quoteKeys = {
  body: (text: string | null) => ["booking-quote", text] as const,
};

/** The price of a sale: `POST /bookings/quote` (changes nothing). */
export const quoteQuery = (text: string | null) =>
  queryOptions<Quote>({
    queryKey: quoteKeys.body(text),
    queryFn: ({ signal }) =>
      staffApi
        .post<{ data: Quote }>("/bookings/quote", JSON.parse(text ?? "{}"), { signal })
        .then((a) => a.data),
    enabled: text !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
