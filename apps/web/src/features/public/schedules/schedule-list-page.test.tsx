import { INFO_FIRST_LIST_URL, INFO_PRELOADS } from "@ferry/shared/public-pages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../../../app/router";
import { ANYTHING_OK, jsonResponse, mockApi } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { SessionProvider } from "../../session/session-context";
import { fetchEarly } from "../early-fetch";
import { publicPort, publicScheduleFixture } from "./testing";

const schedule = publicScheduleFixture();

/** The API is away (503 SERVICE_UNAVAILABLE, as the server answers when its database is) until it is back. */
let databaseUp = false;
/** How many sailings the API finds; each page answers one card named after its page. */
let found = 1;
/** Cards per answer: one (named after its page), or this many named 'KMP Kartu n'. */
let cards = 1;
const { calls } = mockApi(
  {
    "/api/public/ports": {
      success: true,
      data: [{ ...publicPort(1, "Ketapang", "Asia/Jakarta"), kota: "Banyuwangi" }],
    },
    "/api/public/schedules/available": ({ query }) => {
      const page = Number(query.get("page") ?? 1);
      const perPage = Number(query.get("per_page"));
      const ship = schedule.ship && {
        ...schedule.ship,
        nama: found > 1 ? `KMP Halaman ${page}` : "KMP Nusa Bahari",
      };
      const many = Array.from({ length: cards }, (_, index) => ({
        ...schedule,
        id: index + 1,
        ship: schedule.ship && { ...schedule.ship, nama: `KMP Kartu ${index + 1}` },
      }));
      return databaseUp
        ? {
            success: true,
            data: cards > 1 ? many : [{ ...schedule, id: page, ship }],
            meta: {
              current_page: page,
              last_page: Math.ceil(found / perPage),
              per_page: perPage,
              total: found,
            },
          }
        : jsonResponse(
            {
              success: false,
              message: "Layanan sedang tidak tersedia",
              code: "SERVICE_UNAVAILABLE",
              error_code: "SERVICE_UNAVAILABLE",
            },
            503,
          );
    },
  },
  { fallback: ANYTHING_OK },
);

const schedulePages = () =>
  calls
    .filter((call) => call.path === "/api/public/schedules/available")
    .map((call) => call.query.get("page"));

describe("/info when the service is unavailable", () => {
  it("shows the error with 'Coba Lagi' and recovers when the service is back", async () => {
    databaseUp = false;
    found = 1;
    renderAt("/info");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Gagal memuat jadwal pelayaran");
    expect(screen.queryByText("KMP Nusa Bahari (NBH)")).toBeNull();

    databaseUp = true;
    await userEvent.click(within(alert).getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByText("Ketapang → Gilimanuk")).toBeTruthy();
    expect(screen.getByText("1 jadwal ditemukan")).toBeTruthy();
    expect(screen.queryByText("Gagal memuat jadwal pelayaran")).toBeNull();
  });
});

describe("/info with more sailings than one page", () => {
  it("says how many were found and reaches every page; a filter change starts again at page 1", async () => {
    databaseUp = true;
    found = 902;
    renderAt("/info");
    expect(await screen.findByText("902 jadwal ditemukan")).toBeTruthy();
    expect(screen.getByText("KMP Halaman 1 (NBH)")).toBeTruthy();
    const pager = screen.getByRole("navigation", { name: "Halaman" });
    expect(pager.textContent).toContain("halaman 1 dari 16");

    await userEvent.click(within(pager).getByRole("button", { name: "Halaman berikutnya" }));
    expect(await screen.findByText("KMP Halaman 2 (NBH)")).toBeTruthy();
    expect(schedulePages().at(-1)).toBe("2");

    await userEvent.selectOptions(screen.getByLabelText("Pelabuhan Asal"), "1");
    expect(await screen.findByText("KMP Halaman 1 (NBH)")).toBeTruthy();
    expect(schedulePages().at(-1)).toBeNull();
  }, 15_000);

  it("keeps the page in the address, up to the last one", async () => {
    databaseUp = true;
    found = 902;
    renderAt("/info?page=16");
    expect(await screen.findByText("KMP Halaman 16 (NBH)")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Halaman" }).textContent).toContain("halaman 16 dari 16");
    expect(screen.getByRole("button", { name: "Halaman berikutnya" })).toHaveProperty("disabled", true);
  });
});

describe("/info when the list arrived before the page's first render (early-fetch.ts)", () => {
  it("paints the first cards, then every card of the page", async () => {
    databaseUp = true;
    found = 10;
    cards = 10;
    try {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      fetchEarly(client, { pathname: "/info", search: "" });
      await waitFor(() => expect(client.isFetching()).toBe(0));
      // Exactly the address the server has the browser preload with /info (its Link header).
      expect(calls.map((call) => call.url)).toContain(INFO_FIRST_LIST_URL);
      render(
        <QueryClientProvider client={client}>
          <SessionProvider>
            <RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/info"] })} />
          </SessionProvider>
        </QueryClientProvider>,
      );
      expect(await screen.findByText("KMP Kartu 10 (NBH)")).toBeTruthy();
      expect(screen.getByText("KMP Kartu 1 (NBH)")).toBeTruthy();
      expect(screen.getByText("10 jadwal ditemukan")).toBeTruthy();
      // The page asks for every address the server has the browser preload with it, as written there.
      for (const url of INFO_PRELOADS) expect(calls.map((call) => call.url)).toContain(url);
    } finally {
      cards = 1;
    }
  });
});
