import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { customerKeys } from "../../api/customer-keys";
import { customerDashboardKeys } from "../../dashboard/api/dashboard";
import { resendVerification, verifyEmail } from "../../session/customer-api";

export const verifyEmailKeys = {
  token: (token: string) => [...customerKeys.all, "verify-email", token] as const,
};

/**
 * Sends the token of the verification link once: a query kept for good, so a remount does not use the
 * single-use token twice.
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: verifyEmailKeys.token(token),
    queryFn: () => verifyEmail(token),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Verifies the address; once verified, the dashboard (its 'verify your e-mail' notice) reloads. */
export function useVerifyEmail(token: string) {
  const client = useQueryClient();
  const result = useQuery(verifyEmailQuery(token));
  useEffect(() => {
    if (result.isSuccess) void client.invalidateQueries({ queryKey: customerDashboardKeys.all });
  }, [result.isSuccess, client]);
  return result;
}

/** Sends a new verification e-mail. */
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
