import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { routes } from "../app/router";
import { SessionProvider } from "../features/session/session-context";

/** Renders the real route table at `path`, with fresh query and session providers. */
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    router,
    ...render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    ),
  };
}

export function withProviders(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A fetch stub answering JSON by path; unknown paths answer 404. */
export function stubApi(answers: Record<string, { status?: number; body: unknown }>) {
  return async (input: RequestInfo | URL) => {
    const url = typeof input === "string" ? input : input.toString();
    const path = url.replace(/\?.*$/, "");
    const answer = answers[path];
    if (!answer)
      return new Response(JSON.stringify({ success: false, code: "ROUTE_NOT_FOUND" }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
}
