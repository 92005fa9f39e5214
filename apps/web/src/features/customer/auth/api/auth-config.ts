import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicKeys } from "../../../public/api/public-keys";
import { fetchAuthConfig } from "../../session/customer-api";

export const authConfigKeys = { all: [...publicKeys.all, "auth-config"] as const };

/** `/public/auth/config`: the sign-in options the operator set (the Google client id). */
export const authConfigQuery = () =>
  queryOptions({
    queryKey: authConfigKeys.all,
    queryFn: fetchAuthConfig,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The Google client id; null (no Google buttons at all) when unset or unreachable. */
export const useGoogleClientId = (): string | null =>
  useQuery(authConfigQuery()).data?.google_client_id ?? null;
