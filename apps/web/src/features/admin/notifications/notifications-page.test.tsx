import type { Notification } from "@ferry/shared/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ApiCall, jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import { NotificationBell } from "./notification-bell";
import NotificationsPage from "./notifications-page";

const note = (id: number, title: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  user_id: 1,
  kind: "approval_waiting",
  title,
  body: `Isi ${title}`,
  link: null,
  subject_type: null,
  subject_id: null,
  read_at: null,
  created_at: "2026-03-02T03:00:00.000Z",
  ...extra,
});

/** The server's notes; the stub answers from it and the read calls change it. */
let notes: Notification[] = [];
let failList = false;

const listOf = (call: ApiCall) => {
  if (failList) return jsonResponse({ success: false, message: "Server sibuk", code: "SERVER_ERROR" }, 500);
  const rows = call.query.get("unread") === "true" ? notes.filter((row) => !row.read_at) : notes;
  const page = Number(call.query.get("page") ?? 1);
  const perPage = 2;
  return {
    success: true,
    data: rows.slice((page - 1) * perPage, page * perPage),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(rows.length / perPage)),
      per_page: perPage,
      total: rows.length,
    },
  };
};
const markRead = (id: number) => {
  notes = notes.map((row) => (row.id === id ? { ...row, read_at: "2026-03-02T04:00:00.000Z" } : row));
};

const api = mockApi({
  "GET /api/notifications": listOf,
  "/api/notifications/unread-count": () => ({
    success: true,
    data: { count: notes.filter((row) => !row.read_at).length },
  }),
  "POST /api/notifications/read-all": () => {
    for (const row of notes) markRead(row.id);
    return { success: true, data: { updated: 2 }, message: "Semua pesan ditandai dibaca" };
  },
  "POST /api/notifications/5/read": () => {
    markRead(5);
    return { success: true, data: notes[0], message: "Pesan ditandai dibaca" };
  },
});

beforeEach(() => {
  failList = false;
  notes = [
    note(5, "Permintaan space baru", { link: "/booking-ekspedisi?code=ABCD2345" }),
    note(4, "Pembayaran disetujui"),
    note(3, "Logout paksa", { read_at: "2026-03-01T03:00:00.000Z", kind: "force_logout" }),
  ];
  signInStaff(["view jadwal"]);
});
afterEach(() => {
  act(() => toast.remove());
});

const renderPage = (path = "/activity-logs") =>
  renderRoutes(
    [
      {
        path: "/activity-logs",
        element: (
          <>
            <NotificationBell />
            <NotificationsPage />
          </>
        ),
      },
      { path: "/booking-ekspedisi", element: <p>Halaman ACC Space</p> },
    ],
    path,
  );
const posts = () => api.calls.filter((call) => call.method === "POST").map((call) => call.path);
const bell = (count: number) => screen.findByRole("link", { name: `Pesan, ${count} belum dibaca` });

describe("Pesan page", () => {
  it("shows the unread notes with body and Indonesian time, and the bell's count", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Pesan" })).toBeTruthy();
    const item = await screen.findByRole("listitem", { name: "Permintaan space baru" });
    expect(within(item).getByText("Isi Permintaan space baru")).toBeTruthy();
    expect(within(item).getByText("Senin, 2 Maret 2026, 10.00 WIB")).toBeTruthy();
    expect(within(item).getByRole("link", { name: "Permintaan space baru" }).getAttribute("href")).toBe(
      "/booking-ekspedisi?code=ABCD2345",
    );
    expect(screen.getByRole("tab", { name: "Belum dibaca" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByText("Logout paksa")).toBeNull();
    expect(await bell(2)).toBeTruthy();
    expect(screen.getByTestId("unread-badge").textContent).toBe("2");
    const listCall = api.calls.find((call) => call.path === "/api/notifications");
    expect(listCall?.query.get("unread")).toBe("true");
  });

  it("shows every note on 'Semua', read ones without the button, and pages through them", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Semua" }));
    expect(await screen.findByText("3 data · halaman 1 dari 2")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Halaman berikutnya" }));
    const read = await screen.findByRole("listitem", { name: "Logout paksa" });
    expect(within(read).queryByRole("button", { name: "Tandai dibaca" })).toBeNull();
    expect(within(read).getByText("Dibaca")).toBeTruthy();
    expect(api.calls.at(-1)?.query.get("page")).toBe("2");
  });

  it("marks one note read; the list and the bell refresh", async () => {
    renderPage();
    const item = await screen.findByRole("listitem", { name: "Permintaan space baru" });
    await bell(2);
    await userEvent.click(within(item).getByRole("button", { name: "Tandai dibaca" }));
    expect(await bell(1)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Permintaan space baru" })).toBeNull());
    expect(posts()).toEqual(["/api/notifications/5/read"]);
  });

  it("marks everything read with 'Tandai semua dibaca' and then shows 'Tidak ada pesan'", async () => {
    renderPage();
    await bell(2);
    await userEvent.click(screen.getByRole("button", { name: "Tandai semua dibaca" }));
    expect(await screen.findByText("Semua pesan ditandai dibaca")).toBeTruthy();
    expect(await screen.findByText("Tidak ada pesan")).toBeTruthy();
    expect(await bell(0)).toBeTruthy();
    expect(screen.queryByTestId("unread-badge")).toBeNull();
    expect(posts()).toEqual(["/api/notifications/read-all"]);
    expect((screen.getByRole("button", { name: "Tandai semua dibaca" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("opens a note's page through its link and marks it read", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("link", { name: "Permintaan space baru" }));
    expect(await screen.findByText("Halaman ACC Space")).toBeTruthy();
    await waitFor(() => expect(posts()).toEqual(["/api/notifications/5/read"]));
  });

  it("shows the error with 'Coba Lagi', which loads again", async () => {
    failList = true;
    renderPage();
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Server sibuk");
    failList = false;
    await userEvent.click(screen.getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByRole("listitem", { name: "Pembayaran disetujui" })).toBeTruthy();
  });
});
