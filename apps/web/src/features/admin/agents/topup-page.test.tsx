import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import TopupPage from "./topup-page";

const signIn = (tipe: string, permissions: string[]) =>
  signInStaff(permissions, { id: 7, tipe_pengguna: tipe });

const topup = (id: number, status: string, extra: object = {}) => ({
  id,
  agent_user_id: 7,
  agent_username: "agen",
  agent_nama: "CV Samudra Travel",
  amount: 1_000_000,
  method: "transfer",
  reference: `TRF-${id}`,
  bukti_url: null,
  status,
  catatan: null,
  decided_by_username: null,
  decided_at: null,
  created_at: "2026-03-02T03:00:00.000Z",
  ...extra,
});
const page = (data: unknown[]) => ({
  success: true,
  data,
  meta: { current_page: 1, last_page: 1, per_page: 15, total: data.length },
});

const api = mockApi({
  "/api/agents/me": {
    success: true,
    data: {
      user_id: 7,
      username: "agen",
      nama_lengkap: "CV Samudra Travel",
      plafon: 5_000_000,
      saldo: -250_000,
      tersedia: 4_750_000,
    },
  },
  "GET /api/agents/topups": page([
    topup(5, "menunggu"),
    topup(4, "disetujui", { decided_by_username: "keuangan" }),
  ]),
  "POST /api/agents/topups": () =>
    jsonResponse(
      { success: true, data: topup(6, "menunggu"), message: "Permintaan top-up berhasil diajukan" },
      201,
    ),
  "/api/uploads/proofs": () =>
    jsonResponse({ success: true, data: { url: `/uploads/${"b".repeat(32)}.png` } }, 201),
  "/api/agents/topups/5/approve": {
    success: true,
    data: topup(5, "disetujui"),
    message: "Top-up disetujui, saldo agen bertambah",
  },
  "/api/agents/topups/5/reject": {
    success: true,
    data: topup(5, "ditolak"),
    message: "Permintaan top-up ditolak",
  },
  "/api/agents": {
    success: true,
    data: [
      {
        user_id: 7,
        username: "agen",
        nama_lengkap: "CV Samudra Travel",
        plafon: 0,
        saldo: 0,
        tersedia: 0,
        topup_menunggu: 1,
      },
    ],
  },
});

const renderPage = () =>
  renderRoutes(
    [
      { path: "/tambah-saldo", element: <TopupPage /> },
      { path: "/unauthorized", element: <p>Halaman terlarang</p> },
    ],
    "/tambah-saldo",
  );

const posts = () =>
  api.calls
    .filter((call) => call.method === "POST" && call.path.startsWith("/api/agents"))
    .map(({ path, body }) => ({ path, body }));

afterEach(() => {
  act(() => toast.remove());
});

describe("top-up page, agent view", () => {
  it("shows the balance cards and own requests, without decision buttons", async () => {
    signIn("agen", ["view menu agen"]);
    renderPage();
    const saldo = await screen.findByRole("region", { name: "Saldo" });
    await waitFor(() => expect(saldo.textContent).toContain("-Rp 250.000"));
    expect(screen.getByRole("region", { name: "Plafon" }).textContent).toContain("Rp 5.000.000");
    expect(screen.getByRole("region", { name: "Tersedia" }).textContent).toContain("Rp 4.750.000");
    const row = (await screen.findByText("TRF-5")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Menunggu")).toBeTruthy();
    expect(within(row).getByText("Rp 1.000.000")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Setujui" })).toBeNull();
    expect(api.calls.some((call) => call.path === "/api/agents/topups")).toBe(true);
  });

  it("validates the request with the shared schema, uploads the proof and sends it", async () => {
    signIn("agen", ["view menu agen"]);
    renderPage();
    const form = await screen.findByRole("form", { name: "Ajukan top-up" });
    await userEvent.type(within(form).getByLabelText("Jumlah (Rp)"), "500");
    await userEvent.click(within(form).getByRole("button", { name: "Ajukan Top-up" }));
    expect(await within(form).findByText("Jumlah top-up minimal Rp 10.000")).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText("Jumlah (Rp)"));
    await userEvent.type(within(form).getByLabelText("Jumlah (Rp)"), "1500000");
    await userEvent.selectOptions(within(form).getByLabelText("Metode"), "qris");
    await userEvent.type(within(form).getByLabelText("No. Referensi"), "QR-99");
    const file = new File(["png"], "bukti.png", { type: "image/png" });
    await userEvent.upload(within(form).getByLabelText("Bukti pembayaran (opsional)"), file);
    expect(await within(form).findByAltText("Bukti pembayaran")).toBeTruthy();
    await userEvent.click(within(form).getByRole("button", { name: "Ajukan Top-up" }));
    expect(await screen.findByText("Permintaan top-up berhasil diajukan")).toBeTruthy();
    expect(posts()).toEqual([
      {
        path: "/api/agents/topups",
        body: {
          amount: 1_500_000,
          method: "qris",
          reference: "QR-99",
          bukti_url: `/uploads/${"b".repeat(32)}.png`,
        },
      },
    ]);
  });
});

describe("top-up page, finance view", () => {
  it("approves a waiting request after confirmation", async () => {
    signIn("keuangan", ["view saldo agen", "edit saldo agen"]);
    renderPage();
    expect(await screen.findByText("Permintaan Top-up Agen")).toBeTruthy();
    expect(await screen.findAllByText("CV Samudra Travel")).toHaveLength(2);
    expect(screen.queryByRole("form", { name: "Ajukan top-up" })).toBeNull();
    const approve = await screen.findAllByRole("button", { name: "Setujui" });
    expect(approve).toHaveLength(1);
    await userEvent.click(approve[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Setujui top-up?" });
    expect(posts()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, setujui" }));
    expect(await screen.findByText("Top-up disetujui, saldo agen bertambah")).toBeTruthy();
    expect(posts()).toEqual([{ path: "/api/agents/topups/5/approve", body: { catatan: null } }]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks for the reason before rejecting", async () => {
    signIn("keuangan", ["view saldo agen", "edit saldo agen"]);
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Tolak" }));
    const dialog = await screen.findByRole("dialog", { name: "Tolak top-up?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, tolak" }));
    expect(await within(dialog).findByText("Alasan penolakan wajib diisi")).toBeTruthy();
    expect(posts()).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText("Alasan penolakan"), "Bukti tidak terbaca");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ya, tolak" }));
    expect(await screen.findByText("Permintaan top-up ditolak")).toBeTruthy();
    expect(posts()).toEqual([
      { path: "/api/agents/topups/5/reject", body: { catatan: "Bukti tidak terbaca" } },
    ]);
  });

  it("shows no decision buttons without 'edit saldo agen', and sends others away", async () => {
    signIn("keuangan", ["view saldo agen"]);
    const view = renderPage();
    expect(await screen.findByText("TRF-5")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Setujui" })).toBeNull();
    view.unmount();
    signIn("kasir", ["view jadwal"]);
    renderPage();
    expect(await screen.findByText("Halaman terlarang")).toBeTruthy();
  });
});
