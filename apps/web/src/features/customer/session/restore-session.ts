import type { CustomerProfile, CustomerUser } from "@ferry/shared/customer-auth";
import { ApiError } from "../../../lib/api";
import * as api from "./customer-api";
import {
  clearCustomerSession,
  readCustomerSession,
  saveCustomerProfile,
  saveCustomerSession,
} from "./customer-storage";

export type RestoreOutcome =
  | { kind: "authenticated"; user: CustomerUser; customer: CustomerProfile }
  | { kind: "anonymous"; expired: boolean };

/**
 * Start-up rule (section 4): a stored, unexpired session is restored and the profile fetched; if that
 * fails a token refresh is tried, and if that fails too the session is cleared. `expired` tells whether
 * the profile call said 401 (the 'Sesi Anda telah berakhir' notice).
 */
export async function restoreCustomerSession(
  refresh: () => Promise<api.RefreshAnswer> = api.refresh,
): Promise<RestoreOutcome> {
  if (!readCustomerSession()) return { kind: "anonymous", expired: false };
  let profileError: unknown;
  try {
    const { user, customer } = await api.fetchProfile();
    saveCustomerProfile(user, customer);
    return { kind: "authenticated", user, customer };
  } catch (error) {
    profileError = error;
  }
  try {
    const answer = await refresh();
    saveCustomerSession(answer);
    return { kind: "authenticated", user: answer.user, customer: answer.pelanggan };
  } catch {
    clearCustomerSession();
    return { kind: "anonymous", expired: profileError instanceof ApiError && profileError.status === 401 };
  }
}
