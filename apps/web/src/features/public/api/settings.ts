import { DEFAULT_COMPANY_NAME } from "@ferry/shared/company-name";
import type { PublicSettings } from "@ferry/shared/settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";
import { publicKeys } from "./public-keys";

/** What the site shows before (or without) the settings: the default company name, nothing else. */
export const SETTINGS_FALLBACK: PublicSettings = {
  logo_url: null,
  company_name: DEFAULT_COMPANY_NAME,
  description: null,
  email: null,
  phone: null,
  address: null,
};

export const publicSettingsKeys = { settings: () => [...publicKeys.all, "settings"] as const };

export const publicSettingsQuery = () =>
  queryOptions({
    queryKey: publicSettingsKeys.settings(),
    queryFn: () => staffApi.get<{ data: PublicSettings }>("/public/settings").then((answer) => answer.data),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The company details of `/api/public/settings`; a failed load is ignored and the defaults are shown. */
export function usePublicSettings(): PublicSettings {
  return useQuery(publicSettingsQuery()).data ?? SETTINGS_FALLBACK;
}
