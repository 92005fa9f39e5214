import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { routes } from "../app/router";
import { StaffToaster } from "../components/ui/toasters";
import { SessionProvider } from "../features/session/session-context";

function renderRouter(router: ReturnType<typeof createMemoryRouter>, extra?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    router,
    ...render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router} />
          {extra}
        </SessionProvider>
      </QueryClientProvider>,
    ),
  };
}

/** Renders the real route table at `path`, with fresh query and session providers. */
export function renderAt(path: string) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [path] }));
}

/** Renders only `pages` (back-office pages, without the shell) at `path`, with the staff toaster. */
export function renderRoutes(pages: RouteObject[], path: string) {
  return renderRouter(createMemoryRouter(pages, { initialEntries: [path] }), <StaffToaster />);
}
