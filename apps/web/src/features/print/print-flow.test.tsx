import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../test/mock-api";
import { documentPath } from "./document-paths";
import { type PrintChecks, runPrintAction, withPreviewPolicy } from "./run-print";

const CODE = "ABCD2345";
const PUBLIC = { scope: "public", code: CODE } as const;
const READY: PrintChecks = {
  ticketStatusOk: true,
  statusLabel: "Dikonfirmasi",
  ticketsAvailable: true,
  serviceOnline: true,
};
const NOW = () => new Date("2026-03-05T01:02:03Z");

const api = mockApi({
  "/api/public/tickets/bookings/ABCD2345/preview/thermal": () => new Response("<p>tiket</p>"),
  "/api/public/bookings/ABCD2345/booking/preview": () => new Response("<p>booking</p>"),
  "/api/public/tickets/bookings/ABCD2345/pdf/normal": () =>
    new Response(new Blob(["%PDF-1.7"]), { headers: { "content-type": "application/pdf" } }),
  "/api/public/tickets/bookings/ABCD2345/download/thermal": () => new Response(new Blob(["%PDF-1.7"])),
  "/api/public/bookings/ABCD2345/booking/download": () =>
    jsonResponse({ success: false, code: "SERVER_ERROR", message: "Mesin PDF gagal" }, 500),
  "/api/public/tickets/bookings/ABCD2345/preview/normal": () =>
    jsonResponse({ success: false, code: "NOT_FOUND", message: "Kode booking tidak ditemukan" }, 404),
});

function fakeWindow() {
  return { location: { href: "" }, document: { title: "" }, close: vi.fn(), focus: vi.fn() };
}

describe("the print flow", () => {
  let popup: ReturnType<typeof fakeWindow>;
  let open: ReturnType<typeof vi.spyOn>;
  let alert: ReturnType<typeof vi.spyOn>;
  let confirm: ReturnType<typeof vi.spyOn>;
  const saved: { href: string; download: string }[] = [];

  beforeEach(() => {
    popup = fakeWindow();
    open = vi.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
    alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    confirm = vi.spyOn(window, "confirm").mockImplementation(() => true);
    URL.createObjectURL = vi.fn(() => "blob:http://localhost/dokumen");
    URL.revokeObjectURL = vi.fn();
    saved.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("previews a thermal ticket in a 400x800 window", async () => {
    await runPrintAction(PUBLIC, "thermal", "preview", READY);
    expect(open).toHaveBeenCalledWith("", "_blank", expect.stringContaining("width=400,height=800"));
    expect(popup.location.href).toBe("blob:http://localhost/dokumen");
    expect(api.calls.map((call) => call.path)).toEqual([
      "/api/public/tickets/bookings/ABCD2345/preview/thermal",
    ]);
    expect(alert).not.toHaveBeenCalled();
  });

  it("previews the booking document in a 900x700 window and prints a normal ticket's PDF in one", async () => {
    await runPrintAction(PUBLIC, "booking", "preview", READY);
    expect(open).toHaveBeenLastCalledWith("", "_blank", expect.stringContaining("width=900,height=700"));
    await runPrintAction(PUBLIC, "normal", "print", READY);
    expect(open).toHaveBeenLastCalledWith("", "_blank", expect.stringContaining("width=900,height=700"));
    expect(api.calls.at(-1)?.path).toBe("/api/public/tickets/bookings/ABCD2345/pdf/normal");
    expect(popup.location.href).toBe("blob:http://localhost/dokumen");
  });

  it("alerts when the browser blocks the pop-up", async () => {
    open.mockReturnValue(null);
    await runPrintAction(PUBLIC, "thermal", "preview", READY);
    expect(alert).toHaveBeenCalledWith("Popup blocked. Please allow popups for this site.");
    expect(api.calls).toEqual([]);
  });

  it("refuses tickets of an unconfirmed booking, then tickets not issued yet", async () => {
    await runPrintAction(PUBLIC, "thermal", "print", {
      ...READY,
      ticketStatusOk: false,
      statusLabel: "Menunggu Pembayaran",
    });
    expect(alert).toHaveBeenLastCalledWith(
      "Tiket belum bisa dicetak karena status booking belum dikonfirmasi. Status saat ini: Menunggu Pembayaran",
    );
    await runPrintAction(PUBLIC, "thermal", "print", { ...READY, ticketsAvailable: false });
    expect(alert).toHaveBeenLastCalledWith(
      "Tiket belum tersedia. Silakan tunggu atau hubungi admin untuk mengenerate tiket.",
    );
    expect(open).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it("asks before making a PDF while the service is offline; not for a preview", async () => {
    confirm.mockReturnValue(false);
    await runPrintAction(PUBLIC, "normal", "print", { ...READY, serviceOnline: false });
    expect(confirm).toHaveBeenCalledWith(
      "Service sedang offline. PDF mungkin tidak dapat dibuat dengan optimal. Lanjutkan?",
    );
    expect(open).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    await runPrintAction(PUBLIC, "normal", "print", { ...READY, serviceOnline: false });
    expect(open).toHaveBeenCalledTimes(1);
    confirm.mockClear();
    await runPrintAction(PUBLIC, "thermal", "preview", { ...READY, serviceOnline: false });
    expect(confirm).not.toHaveBeenCalled();
  });

  it("closes the window and names the reason when a preview fails", async () => {
    await runPrintAction(PUBLIC, "normal", "preview", READY);
    expect(popup.close).toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith("Gagal menampilkan preview tiket: Kode booking tidak ditemukan");
  });

  it("downloads under the shared name, and alerts with the reason when it fails", async () => {
    await runPrintAction(PUBLIC, "thermal", "download", READY, NOW);
    expect(open).not.toHaveBeenCalled();
    expect(saved).toEqual([
      { href: "blob:http://localhost/dokumen", download: "tiket-thermal-ABCD2345-20260305080203.pdf" },
    ]);
    await runPrintAction(PUBLIC, "booking", "download", READY, NOW);
    expect(alert).toHaveBeenCalledWith("Gagal download booking: Mesin PDF gagal");
    expect(saved).toHaveLength(1);
  });

  it("uses the staff routes by booking id", () => {
    const staff = { scope: "staff", id: 7, code: CODE } as const;
    expect(documentPath(staff, "booking", "print")).toBe("/bookings/7/booking/pdf");
    expect(documentPath(staff, "thermal_sk", "download")).toBe("/tickets/bookings/7/download/thermal_sk");
    expect(documentPath(PUBLIC, "booking", "preview")).toBe("/public/bookings/ABCD2345/booking/preview");
  });
});

describe("withPreviewPolicy", () => {
  it("puts the preview's strict policy first in its head", () => {
    expect(withPreviewPolicy("<!doctype html><html><head><title>x</title></head></html>")).toBe(
      `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"><title>x</title></head></html>`,
    );
    expect(withPreviewPolicy("<p>x</p>").startsWith("<meta http-equiv")).toBe(true);
  });
});
