import type { NoticeListRow } from "@ferry/shared/notices";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import NoticesPage from "./notices-page";

const notice = (id: number, extra: Partial<NoticeListRow>): NoticeListRow => ({
  id,
  kind: "booking_confirmed",
  channel: "email",
  recipient: "budi@example.com",
  subject: "E-tiket booking ABC123",
  status: "menunggu",
  reason: null,
  attempts: 0,
  booking_code: "ABC123",
  created_at: "2026-11-23T02:00:00Z",
  sent_at: null,
  next_attempt_at: "2026-11-23T02:00:00Z",
  ...extra,
});

const rows = [
  notice(3, { status: "gagal", attempts: 5, reason: "Gagal setelah 5 percobaan: timeout" }),
  notice(2, {
    channel: "whatsapp",
    recipient: "081234567890",
    status: "tidak_dikirim",
    reason: "Penyedia WhatsApp belum diatur",
  }),
  notice(1, { status: "terkirim", attempts: 1, sent_at: "2026-11-23T02:01:00Z", booking_code: null }),
];

const api = mockApi({
  "/api/notices": ({ query }) => {
    const status = query.get("status");
    const data = status ? rows.filter((row) => row.status === status) : rows;
    return { success: true, data, meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length } };
  },
  "POST /api/notices/3/resend": { success: true, message: "Notifikasi dijadwalkan untuk dikirim ulang" },
  "POST /api/notices/test": ({ body }) =>
    (body as { recipient: string }).recipient === "ditolak@contoh.id"
      ? jsonResponse(
          {
            success: false,
            code: "VALIDATION_ERROR",
            message: "x",
            errors: { recipient: ["Email ditolak"] },
          },
          422,
        )
      : { success: true, message: "Notifikasi tes dijadwalkan untuk dikirim" },
});

const renderPage = () =>
  renderRoutes([{ path: "/notifikasi-keluar", element: <NoticesPage /> }], "/notifikasi-keluar");

describe("the outbox page /notifikasi-keluar", () => {
  it("shows each notice's status label with its reason, channel, booking code and zoned times", async () => {
    signInStaff(["view notifikasi"]);
    renderPage();
    expect(await screen.findByText("Gagal setelah 5 percobaan: timeout")).toBeTruthy();
    const table = within(screen.getByRole("table"));
    expect(table.getByText("Tidak dikirim")).toBeTruthy();
    expect(screen.getByText("Penyedia WhatsApp belum diatur")).toBeTruthy();
    expect(table.getByText("WhatsApp")).toBeTruthy();
    expect(screen.getAllByText("ABC123")).toHaveLength(2);
    expect(screen.getAllByText("23/11/2026 09.00 WIB")).toHaveLength(3);
    expect(screen.getByText("23/11/2026 09.01 WIB")).toBeTruthy();
    // Viewing only: no resend and no test send.
    expect(screen.queryByRole("button", { name: /Kirim ulang/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Kirim tes" })).toBeNull();
  });

  it("filters by status through the API", async () => {
    signInStaff(["view notifikasi"]);
    renderPage();
    await screen.findByText("Gagal setelah 5 percobaan: timeout");
    await userEvent.selectOptions(screen.getAllByRole("combobox")[0] as HTMLElement, "terkirim");
    await waitFor(() => expect(screen.queryByText("Gagal setelah 5 percobaan: timeout")).toBeNull());
    expect(
      api.calls.some((call) => call.path === "/api/notices" && call.query.get("status") === "terkirim"),
    ).toBe(true);
  });

  it("resends a failed or unsent notice, never a delivered one", async () => {
    signInStaff(["view notifikasi", "edit notifikasi"]);
    renderPage();
    await screen.findByText("Gagal setelah 5 percobaan: timeout");
    expect(screen.getAllByRole("button", { name: /Kirim ulang/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Kirim ulang ke budi@example.com" }));
    expect(await screen.findByText("Notifikasi dijadwalkan untuk dikirim ulang")).toBeTruthy();
    expect(api.calls.some((call) => call.method === "POST" && call.path === "/api/notices/3/resend")).toBe(
      true,
    );
  });

  it("sends a test e-mail, checking the address first and showing the server's refusal", async () => {
    signInStaff(["view notifikasi", "edit notifikasi"]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Kirim tes" }));
    const dialog = screen.getByRole("dialog", { name: "Kirim notifikasi tes" });
    const input = within(dialog).getByLabelText("Email tujuan");
    await userEvent.type(input, "bukan-email");
    await userEvent.click(within(dialog).getByRole("button", { name: "Kirim" }));
    expect(await within(dialog).findByText("Format email tidak valid")).toBeTruthy();
    expect(api.calls.some((call) => call.path === "/api/notices/test")).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, "ditolak@contoh.id");
    await userEvent.click(within(dialog).getByRole("button", { name: "Kirim" }));
    expect(await within(dialog).findByText("Email ditolak")).toBeTruthy();

    await userEvent.clear(input);
    await userEvent.type(input, "uji@contoh.id");
    await userEvent.click(within(dialog).getByRole("button", { name: "Kirim" }));
    expect(await screen.findByText("Notifikasi tes dijadwalkan untuk dikirim")).toBeTruthy();
    expect(
      api.calls.find(
        (call) =>
          call.path === "/api/notices/test" &&
          JSON.stringify(call.body) === JSON.stringify({ channel: "email", recipient: "uji@contoh.id" }),
      ),
    ).toBeTruthy();
  });

  it("sends a test WhatsApp to a phone number", async () => {
    signInStaff(["view notifikasi", "edit notifikasi"]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Kirim tes" }));
    const dialog = screen.getByRole("dialog", { name: "Kirim notifikasi tes" });
    await userEvent.selectOptions(within(dialog).getByLabelText("Saluran"), "whatsapp");
    const input = within(dialog).getByLabelText("Nomor telepon tujuan");
    await userEvent.type(input, "08-abc");
    await userEvent.click(within(dialog).getByRole("button", { name: "Kirim" }));
    expect(
      await within(dialog).findByText("Nomor telepon hanya angka, 8 sampai 15 digit, boleh diawali +"),
    ).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, "0812 3456 7890");
    await userEvent.click(within(dialog).getByRole("button", { name: "Kirim" }));
    expect(await screen.findByText("Notifikasi tes dijadwalkan untuk dikirim")).toBeTruthy();
    expect(api.bodies("POST", "/api/notices/test")).toContainEqual({
      channel: "whatsapp",
      recipient: "081234567890",
    });
  });
});
