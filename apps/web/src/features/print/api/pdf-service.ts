import type { PdfServiceStatus } from "@ferry/shared/documents";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";
import { type DocumentTarget, serviceStatusPath } from "../document-paths";

type Scope = DocumentTarget["scope"];

export const pdfServiceKeys = {
  all: ["print", "service-status"] as const,
  status: (scope: Scope) => [...pdfServiceKeys.all, scope] as const,
};

/** Whether the PDF engine is online; a failure to ask counts as offline (specification section 7). */
export const pdfServiceOnlineQuery = (scope: Scope) =>
  queryOptions({
    queryKey: pdfServiceKeys.status(scope),
    queryFn: () =>
      staffApi
        .get<{ success: boolean; data?: PdfServiceStatus }>(serviceStatusPath(scope))
        .then((answer) => answer.success === true && answer.data?.gotenberg.available === true)
        .catch(() => false),
    staleTime: 30_000,
    retry: false,
  });

export const usePdfServiceOnline = (scope: Scope, enabled: boolean) =>
  useQuery({ ...pdfServiceOnlineQuery(scope), enabled });
