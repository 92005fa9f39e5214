import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ANYTHING_OK, jsonResponse, mockApi } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { publicPort, publicScheduleFixture } from "./testing";

const schedule = publicScheduleFixture();

/** The API is away (503 SERVICE_UNAVAILABLE, as the server answers when its database is) until it is back. */
let databaseUp = false;
/** How many sailings the API finds; each page answers one card named after its page. */
let found = 1;
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
      return databaseUp
        ? {
            success: true,
            data: [{ ...schedule, id: page, ship }],
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
