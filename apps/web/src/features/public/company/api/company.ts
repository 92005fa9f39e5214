import type { CompanyInformation, CompanySettings } from "@ferry/shared/company";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { publicKeys } from "../../api/public-keys";

/** The company pages' answers (/syarat, /kontak, /faq, /tentang), under the public root. */
export const publicCompanyKeys = {
  all: [...publicKeys.all, "company"] as const,
  settings: () => [...publicCompanyKeys.all, "settings"] as const,
  informations: (category: string) => [...publicCompanyKeys.all, "informations", category] as const,
};

export const companySettingsQuery = () =>
  queryOptions({
    queryKey: publicCompanyKeys.settings(),
    queryFn: () =>
      staffApi.get<{ data: CompanySettings }>("/public/company/settings").then((answer) => answer.data),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const companyInformationsQuery = (category: string) =>
  queryOptions({
    queryKey: publicCompanyKeys.informations(category),
    queryFn: () =>
      staffApi
        .get<{ data: CompanyInformation[] }>(`/public/company/informations/category/${category}`)
        .then((answer) => answer.data),
  });

export const useCompanySettings = () => useQuery(companySettingsQuery());
export const useCompanyInformations = (category: string) => useQuery(companyInformationsQuery(category));
