import { HOME_PRELOADS } from "@ferry/shared/public-pages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../../../app/router";
import { ANYTHING_OK, mockApi } from "../../../test/mock-api";
import { SessionProvider } from "../../session/session-context";
import { fetchEarly } from "../early-fetch";
import { articleFixture } from "../news/testing";
import { publicPort, publicScheduleFixture } from "../schedules/testing";

const schedule = publicScheduleFixture();

const { calls } = mockApi(
  {
    "/api/public/schedules/available": { success: true, data: [schedule] },
    "/api/public/informations": {
      success: true,
      data: [articleFixture({ id: 7, slug: "jadwal-mudik", title: "Jadwal mudik Lebaran" })],
    },
    "/api/public/ports": {
      success: true,
      data: [{ ...publicPort(1, "Merak", "Asia/Jakarta"), kota: "Cilegon" }],
    },
    "/api/public/settings": {
      success: true,
      data: {
        logo_url: null,
        company_name: "PT Feri Nusantara",
        description: null,
        email: null,
        phone: null,
        address: null,
      },
    },
  },
  { fallback: ANYTHING_OK },
);

describe("the home page when its answers arrived before its first render (early-fetch.ts)", () => {
  it("asks for what the server preloads with it, exactly, and shows them without asking again", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    fetchEarly(client, { pathname: "/", search: "" });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(calls.map((call) => call.url).sort()).toEqual([...HOME_PRELOADS].sort());

    render(
      <QueryClientProvider client={client}>
        <SessionProvider>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/"] })} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Jadwal mudik Lebaran")).toBeTruthy();
    expect(screen.getAllByText("PT Feri Nusantara").length).toBeGreaterThan(0);
    expect(screen.getAllByRole("option", { name: /Merak/ }).length).toBe(2);
    expect(await screen.findByText(/KMP Nusa Bahari/)).toBeTruthy();
    // Nothing the home page shows was asked a second time.
    for (const url of HOME_PRELOADS) expect(calls.filter((call) => call.url === url).length, url).toBe(1);
  });

  it("starts nothing for the other public pages but /info", async () => {
    const client = new QueryClient();
    for (const pathname of ["/berita", "/cek-booking", "/info/12"])
      fetchEarly(client, { pathname, search: "" });
    expect(client.isFetching()).toBe(0);
  });
});
