import type { CompanySettings } from "@ferry/shared/company";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { publicKeys } from "../../../public/api/public-keys";

const PATH = "/company/settings";

export const companySettingsKeys = { all: [PATH] as const };

export const companySettingsQuery = () =>
  queryOptions({
    queryKey: companySettingsKeys.all,
    queryFn: () => staffApi.get<{ data: CompanySettings }>(PATH).then((answer) => answer.data),
  });

export const useCompanySettings = () => useQuery(companySettingsQuery());

/** The back office's settings, then every public answer (name, logo and contacts show there). */
function useRefreshCompany() {
  const client = useQueryClient();
  return () =>
    client
      .invalidateQueries({ queryKey: companySettingsKeys.all })
      .then(() => client.invalidateQueries({ queryKey: publicKeys.all }));
}

/** Saves the details and logo (multipart; empty fields are left out, not cleared). */
export function useSaveCompanySettings() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (form: FormData) => staffApi.post<{ message?: string }>(PATH, form),
    onSuccess: () => void refresh(),
  });
}

export function useRemoveCompanyLogo() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: () => staffApi.delete<{ message?: string }>(`${PATH}/logo`),
    onSuccess: () => void refresh(),
  });
}
