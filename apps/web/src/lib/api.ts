/**
 * The shared HTTP client (staff specification sections 7 and 8): base `/api`, JSON in and out, the
 * bearer of the calling area, empty query values left out, every 401 reported to a registrable handler
 * (the request is still rejected).
 */
import { CUSTOMER_KEYS, STAFF_KEYS } from "./storage-keys";

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export type AuthFailureDetails = { error: string; url: string; status: number };
export type AuthFailureHandler = (errorCode: string, details: AuthFailureDetails) => void;

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly code: string;
  readonly errors: Record<string, string[]> | undefined;
  readonly reason: string | undefined;
  readonly body: unknown;

  constructor(init: { status: number; statusText?: string; code: string; message: string; body?: unknown }) {
    super(init.message);
    const body = (init.body ?? {}) as { errors?: Record<string, string[]>; reason?: string };
    this.status = init.status;
    this.statusText = init.statusText ?? "";
    this.code = init.code;
    this.body = init.body;
    this.errors = body.errors;
    this.reason = body.reason;
  }

  /** The first message of a field, for forms. */
  fieldMessage(field: string): string | undefined {
    return this.errors?.[field]?.[0];
  }
}

export const NETWORK_MESSAGE = "Tidak dapat terhubung ke server. Periksa koneksi internet Anda.";

let authFailureHandler: AuthFailureHandler | null = null;

/** Registers (or with null removes) the handler every 401 is reported to. */
export function setAuthFailureHandler(handler: AuthFailureHandler | null): void {
  authFailureHandler = handler;
}

/** `?a=1&b=x` without empty, null or undefined values; arrays repeat the key. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === "") continue;
      params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export type RequestOptions = {
  query?: Query;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** `json` (default), `text` for HTML previews, `blob` for PDFs. */
  as?: "json" | "text" | "blob";
  /** Don't report a 401 of this call (the validation poll reads the reason itself). */
  skipAuthHandler?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
};

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: { getToken: () => string | null; baseUrl?: string }) {
  const baseUrl = options.baseUrl ?? "/api";

  async function request<T>(method: string, path: string, init: RequestOptions = {}): Promise<T> {
    const url = `${baseUrl}${path}${buildQuery(init.query)}`;
    const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // FormData (uploads) goes as multipart with the boundary the browser sets; anything else as JSON.
    const isForm = typeof FormData !== "undefined" && init.body instanceof FormData;
    if (init.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
    // Recorded per request; not otherwise used (as in the specified client).
    const startedAt = Date.now();
    void startedAt;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body:
          init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (error) {
      if ((error as Error)?.name === "AbortError") throw error;
      throw new ApiError({ status: 0, code: "NETWORK_ERROR", message: NETWORK_MESSAGE });
    }
    if (response.ok) {
      if (init.as === "text") return (await response.text()) as T;
      if (init.as === "blob") return (await response.blob()) as T;
      const text = await response.text();
      try {
        return (text ? JSON.parse(text) : null) as T;
      } catch (error) {
        throw new ApiError({
          status: response.status,
          code: "CLIENT_ERROR",
          message: (error as Error).message,
        });
      }
    }
    const body = await response
      .text()
      .then((text) => (text ? (JSON.parse(text) as Record<string, unknown>) : {}))
      .catch(() => ({}) as Record<string, unknown>);
    const code = String(
      body.error_code ?? body.code ?? (response.status === 401 ? "TOKEN_EXPIRED" : "HTTP_ERROR"),
    );
    const message =
      typeof body.message === "string" ? body.message : `Error ${response.status}: ${response.statusText}`;
    if (response.status === 401 && authFailureHandler && !init.skipAuthHandler) {
      const reported = String(body.error_code ?? "TOKEN_EXPIRED");
      authFailureHandler(reported, {
        error: typeof body.message === "string" ? body.message : "Authentication failed",
        url,
        status: response.status,
      });
    }
    throw new ApiError({ status: response.status, statusText: response.statusText, code, message, body });
  }

  return {
    request,
    get: <T>(path: string, query?: Query, init?: Omit<RequestOptions, "query" | "body">) =>
      request<T>("GET", path, { ...init, query }),
    post: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, "body">) =>
      request<T>("POST", path, { ...init, body }),
    put: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, "body">) =>
      request<T>("PUT", path, { ...init, body }),
    patch: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, "body">) =>
      request<T>("PATCH", path, { ...init, body }),
    delete: <T>(path: string, init?: Omit<RequestOptions, "body">) => request<T>("DELETE", path, init),
  };
}

const readKey = (key: string) => () =>
  typeof window === "undefined" ? null : window.localStorage.getItem(key);

/** The staff back-office (and public pages): bearer from the `token` key. */
export const staffApi = createApiClient({ getToken: readKey(STAFF_KEYS.token) });

/** The customer area: bearer from the `auth_token` key. */
export const customerApi = createApiClient({ getToken: readKey(CUSTOMER_KEYS.token) });
