import { afterEach, beforeEach, vi } from "vitest";

/** One request a test's page sent; `path` is the URL without its query, `body` the parsed JSON body. */
export type ApiCall = { method: string; path: string; url: string; query: URLSearchParams; body: unknown };

/** A JSON body answered with 200, or a function of the call giving a body or a whole Response. */
export type ApiReply = object | ((call: ApiCall) => unknown);

/** What the staff session's validation poll, and any request a test does not name, gets by default. */
export const ANYTHING_OK = { success: true, valid: true, data: {} };

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The API's answer to a path it does not know, for a `fallback`. */
export const notFound = () => jsonResponse({ success: false, code: "ROUTE_NOT_FOUND" }, 404);

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Stubs `fetch` for every test of the file (it registers its own beforeEach and afterEach). A request
 * goes to the route `"METHOD /api/path"`, else `"/api/path"` (any method), matched on the path with the
 * query left out; anything else to `fallback`. Every request is recorded in `calls`, emptied before each test.
 */
export function mockApi(routes: Record<string, ApiReply>, { fallback = ANYTHING_OK as ApiReply } = {}) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const parsed = new URL(url, "http://localhost");
    const call: ApiCall = {
      method: init?.method ?? "GET",
      path: parsed.pathname,
      url,
      query: parsed.searchParams,
      body: parseBody(init?.body),
    };
    calls.push(call);
    const key = [`${call.method} ${call.path}`, call.path].find((name) => name in routes);
    const reply = key === undefined ? fallback : routes[key];
    const answer = typeof reply === "function" ? await reply(call) : reply;
    return answer instanceof Response ? answer : jsonResponse(answer);
  });
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => vi.unstubAllGlobals());
  return {
    calls,
    /** The bodies sent with `method` to `path`, oldest first. */
    bodies: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path).map((call) => call.body),
  };
}
