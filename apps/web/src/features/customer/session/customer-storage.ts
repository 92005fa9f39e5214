import type { CustomerAuthResponse, CustomerProfile, CustomerUser } from "@ferry/shared/customer-auth";
import { CUSTOMER_KEYS } from "../../../lib/storage-keys";

/** The customer session kept in local storage (public specification section 3). Staff keys are never touched. */
export type StoredCustomerSession = {
  token: string;
  user: CustomerUser | null;
  customer: CustomerProfile | null;
  expiresAt: number;
};

function readJson<T>(key: string): T | null {
  const text = window.localStorage.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The expiry as epoch milliseconds, or null when missing or unreadable. */
export function customerExpiry(): number | null {
  const text = window.localStorage.getItem(CUSTOMER_KEYS.expiresAt);
  if (!text) return null;
  const parsed = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Milliseconds until the stored session expires (0 or less: expired; null: no session). */
export function customerTimeLeftMs(now = Date.now()): number | null {
  const expiry = customerExpiry();
  return expiry === null ? null : expiry - now;
}

export function clearCustomerSession(): void {
  for (const key of Object.values(CUSTOMER_KEYS)) window.localStorage.removeItem(key);
}

/**
 * The stored session when it is authenticated: a token and an unexpired expiry. An expired or broken
 * session is cleared and gives null.
 */
export function readCustomerSession(now = Date.now()): StoredCustomerSession | null {
  const token = window.localStorage.getItem(CUSTOMER_KEYS.token);
  const expiresAt = customerExpiry();
  if (!token || expiresAt === null || expiresAt <= now) {
    if (token || expiresAt !== null) clearCustomerSession();
    return null;
  }
  return {
    token,
    expiresAt,
    user: readJson<CustomerUser>(CUSTOMER_KEYS.user),
    customer: readJson<CustomerProfile>(CUSTOMER_KEYS.customer),
  };
}

export function saveCustomerProfile(user: CustomerUser, customer: CustomerProfile): void {
  window.localStorage.setItem(CUSTOMER_KEYS.user, JSON.stringify(user));
  window.localStorage.setItem(CUSTOMER_KEYS.customer, JSON.stringify(customer));
}

/** Stores a login, Google or refresh answer. */
export function saveCustomerSession(response: CustomerAuthResponse, now = Date.now()): void {
  const parsed = Date.parse(response.expires_at);
  const expiresAt = Number.isNaN(parsed) ? now + response.expires_in * 1000 : parsed;
  window.localStorage.setItem(CUSTOMER_KEYS.token, response.token);
  window.localStorage.setItem(CUSTOMER_KEYS.expiresAt, new Date(expiresAt).toISOString());
  saveCustomerProfile(response.user, response.pelanggan);
}
