import type { PdfServiceStatus } from "@ferry/shared/documents";
import { useQuery } from "@tanstack/react-query";
import { staffApi } from "../../lib/api";
import { type DocumentTarget, serviceStatusPath } from "./document-paths";

/** Whether the PDF engine is online; a failure to ask counts as offline (specification section 7). */
export function usePdfServiceOnline(scope: DocumentTarget["scope"], enabled: boolean) {
  return useQuery({
    queryKey: ["print", "service-status", scope],
    queryFn: () =>
      staffApi
        .get<{ success: boolean; data?: PdfServiceStatus }>(serviceStatusPath(scope))
        .then((answer) => answer.success === true && answer.data?.gotenberg.available === true)
        .catch(() => false),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}
