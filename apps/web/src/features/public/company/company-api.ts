import type { CompanyInformation, CompanySettings } from "@ferry/shared/company";
import { useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

export function useCompanySettings() {
  return useQuery({
    queryKey: ["public", "company", "settings"],
    queryFn: () =>
      staffApi.get<{ data: CompanySettings }>("/public/company/settings").then((answer) => answer.data),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useCompanyInformations(category: string) {
  return useQuery({
    queryKey: ["public", "company", "informations", category],
    queryFn: () =>
      staffApi
        .get<{ data: CompanyInformation[] }>(`/public/company/informations/category/${category}`)
        .then((answer) => answer.data),
  });
}
