import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderRoutes } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";
import type { Manifest, ManifestPerson } from "./api/manifests";
import { PassengerManifestEditPage } from "./manifest-edit-page";
import { PassengerManifestPage, VehicleManifestPage } from "./manifest-view-page";
import SeapassPage from "./seapass-page";

const port = (id: number, nama: string, zona_waktu: "Asia/Jakarta" | "Asia/Makassar") => ({
  id,
  nama,
  kode: nama.slice(0, 3).toUpperCase(),
  zona_waktu,
});
const schedule: Manifest["schedule"] = {
  id: 7,
  waktu_berangkat: "2026-11-24T01:00:00.000Z",
  waktu_tiba: "2026-11-24T02:00:00.000Z",
  status: "terjadwal",
  waktu_berangkat_awal: null,
  alasan_tunda: null,
  alasan_batal: null,
  dibatalkan_at: null,
  route: {
    id: 1,
    kode_rute: "KTP-GLM",
    nama_rute: "Ketapang - Gilimanuk",
    port_origin: port(1, "Ketapang", "Asia/Jakarta"),
    port_destination: port(2, "Gilimanuk", "Asia/Makassar"),
  },
  ship: { id: 1, nama: "KMP Jatra", kode_kapal: "JTR" },
};
const person = (id: number, nama: string, extra: Partial<ManifestPerson> = {}): ManifestPerson => ({
  id,
  booking_id: 3,
  booking_code: "ABCDEFGH",
  vehicle_id: null,
  nama_lengkap: nama,
  jenis_identitas: "KTP",
  nomor_identitas: "3510",
  jenis_kelamin: "L",
  kewarganegaraan: "Indonesia",
  usia: 30,
  is_child: false,
  is_infant: false,
  kelompok_umur: "Dewasa",
  kelas: "Ekonomi Dewasa",
  kode_tiket: `ABCDEFGH-P0${id}`,
  status_tiket: "aktif",
  used_at: null,
  naik: false,
  nomor_kendaraan: null,
  ...extra,
});
const manifest = (overrides: Partial<Manifest> = {}): Manifest => ({
  jenis: "pre",
  schedule,
  state: {
    frozen: false,
    frozen_at: null,
    frozen_by: null,
    reopened_at: null,
    reopened_by: null,
    alasan: null,
  },
  kapal: {
    nama: "KMP Jatra",
    kode_kapal: "JTR",
    tanda_panggilan: "YBJT",
    gt: 1_450,
    bendera: "Indonesia",
    nakhoda: "Hendra Wijaya",
  },
  waktu_berangkat_aktual: "2026-11-24T01:12:00.000Z",
  crew: [
    {
      id: 1,
      nama: "Hendra Wijaya",
      jabatan: "Nakhoda",
      nomor_identitas: "3201",
      nomor_sertifikat: "ANT-I",
      masa_berlaku_sertifikat: "2027-06-30",
    },
  ],
  passengers: [
    person(1, "Budi Hartono"),
    person(2, "Joko Sopir", { nomor_kendaraan: "B 1234 KJA", vehicle_id: 9 }),
  ],
  vehicles: [],
  counts: {
    penumpang: {
      total: 2,
      dipesan: 2,
      naik: 0,
      per_kelompok_umur: { Dewasa: 2 },
      per_jenis_kelamin: { L: 2 },
      per_kewarganegaraan: { Indonesia: 1, Malaysia: 1 },
      per_kelas: { "Ekonomi Dewasa": 2 },
      pejalan_kaki: 1,
      dalam_kendaraan: 1,
    },
    kendaraan: { total: 0, dipesan: 0, naik: 0, per_golongan: {}, per_keadaan: {}, berat_dinyatakan_kg: 0 },
    abk: 1,
    jiwa_di_kapal: 3,
  },
  no_shows: { passengers: [], vehicles: [] },
  ...overrides,
});

let current = manifest();
const reopenAnswer: () => Response = () =>
  jsonResponse({ success: true, data: {}, message: "Manifest dibuka kembali" });
const api = mockApi({
  "GET /api/manifests": { success: true, data: [{ schedule, frozen: false }] },
  "GET /api/manifests/7/passengers": () => ({ success: true, data: current }),
  "GET /api/manifests/7/vehicles": () => ({ success: true, data: current }),
  "PATCH /api/manifests/7/passengers/1": () => {
    current = manifest({ passengers: [person(1, "Budi Hartanto"), ...current.passengers.slice(1)] });
    return { success: true, data: {}, message: "Manifest berhasil dikoreksi" };
  },
  "POST /api/manifests/7/reopen": () => reopenAnswer(),
  "POST /api/manifests/7/passengers": {
    success: true,
    data: {},
    message: "Bayi berhasil ditambahkan ke manifest",
  },
  "GET /api/manifests/7/passengers.xlsx": () => new Response(new Blob(["PK"]), { status: 200 }),
  "GET /api/seapass/settings": {
    success: true,
    data: {
      enabled: true,
      url: "https://seapass.example.go.id/api",
      api_key_masked: "••••••••1234",
      api_key_set: true,
    },
  },
  "PUT /api/seapass/settings": { success: true, data: {}, message: "Pengaturan SeaPass berhasil disimpan" },
  "GET /api/seapass/deliveries": {
    success: true,
    data: [
      {
        id: 1,
        schedule_id: 7,
        schedule,
        status: "menunggu",
        attempts: 2,
        next_attempt_at: "2026-11-24T02:10:00.000Z",
        last_error: "HTTP 503",
        response_status: 503,
        requested_by: "sistem",
        delivered_at: null,
        created_at: "2026-11-24T02:00:00.000Z",
      },
    ],
    meta: { current_page: 1, last_page: 1, total: 1 },
  },
  "POST /api/seapass/deliveries": {
    success: true,
    data: { id: 2 },
    message: "Manifest dijadwalkan untuk dikirim ulang",
  },
});

describe("manifest screens", () => {
  it("/manifest-penumpang: picks the sailing, corrects a name and shows it", async () => {
    current = manifest();
    signInStaff(["view manifest penumpang", "edit manifest penumpang"]);
    renderRoutes(
      [{ path: "/manifest-penumpang", element: <PassengerManifestEditPage /> }],
      "/manifest-penumpang?date=2026-11-24",
    );
    expect(await screen.findByText("Pilih jadwal", { selector: "h2" })).toBeTruthy();
    const select = await screen.findByRole("combobox", { name: "Jadwal" });
    await screen.findByRole("option", { name: "08.00 WIB · Ketapang - Gilimanuk · KMP Jatra" });
    await userEvent.selectOptions(select, "7");
    await userEvent.click(await screen.findByRole("button", { name: "Koreksi Budi Hartono" }));
    const form = screen.getByRole("form", { name: "Koreksi penumpang" });
    const name = within(form).getByRole("textbox", { name: "Nama Lengkap" });
    await userEvent.clear(name);
    await userEvent.type(name, "Budi Hartanto");
    const nationality = within(form).getByRole("textbox", { name: "Kewarganegaraan" });
    await userEvent.clear(nationality);
    await userEvent.type(nationality, "Malaysia");
    await userEvent.click(within(form).getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Budi Hartanto")).toBeTruthy();
    expect(api.bodies("PATCH", "/api/manifests/7/passengers/1")[0]).toMatchObject({
      nama_lengkap: "Budi Hartanto",
      kelompok_umur: "Dewasa",
      kewarganegaraan: "Malaysia",
    });
  });

  it("/manifest-penumpang: adds an infant to a booking, the name required first", async () => {
    current = manifest();
    signInStaff(["view manifest penumpang", "edit manifest penumpang", "create manifest penumpang"]);
    renderRoutes(
      [{ path: "/manifest-penumpang", element: <PassengerManifestEditPage /> }],
      "/manifest-penumpang?date=2026-11-24&schedule=7",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Tambah Bayi" }));
    const form = screen.getByRole("form", { name: "Tambah bayi" });
    await userEvent.click(within(form).getByRole("button", { name: "Tambah" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Nama lengkap wajib diisi");
    expect(api.bodies("POST", "/api/manifests/7/passengers")).toEqual([]);
    await userEvent.type(within(form).getByRole("textbox", { name: "Nama Bayi" }), " Adik Budi ");
    await userEvent.click(within(form).getByRole("button", { name: "Tambah" }));
    expect(await screen.findByText("Bayi berhasil ditambahkan ke manifest")).toBeTruthy();
    expect(api.bodies("POST", "/api/manifests/7/passengers")).toEqual([
      { booking_id: 3, nama_lengkap: "Adik Budi" },
    ]);
  });

  it("/manifest-penumpang: a frozen manifest cannot be corrected", async () => {
    current = manifest({ state: { ...manifest().state, frozen: true, frozen_by: "Agus" } });
    signInStaff(["view manifest penumpang", "edit manifest penumpang"]);
    renderRoutes(
      [{ path: "/manifest-penumpang", element: <PassengerManifestEditPage /> }],
      "/manifest-penumpang?date=2026-11-24&schedule=7",
    );
    expect(await screen.findByText(/Manifest sudah dikunci/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Koreksi Budi Hartono" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("/manifest/:id/passengers: counts, crew, pre/final toggle; reopening asks for a confirmation and a reason", async () => {
    current = manifest({
      state: { ...manifest().state, frozen: true, frozen_at: "2026-11-24T01:05:00.000Z", frozen_by: "Agus" },
    });
    signInStaff(["view manifest penumpang", "edit manifest penumpang", "delete manifest penumpang"]);
    renderRoutes(
      [{ path: "/manifest/:scheduleId/passengers", element: <PassengerManifestPage /> }],
      "/manifest/7/passengers",
    );
    expect(await screen.findByText("Hendra Wijaya · Nakhoda · ANT-I")).toBeTruthy();
    expect(screen.getByText(/Jiwa di kapal: 3/)).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Manifest Akhir" }));
    expect(
      api.calls.some(
        (call) => call.path === "/api/manifests/7/passengers" && call.query.get("jenis") === "final",
      ),
    ).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Buka Kembali" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Buka Kembali" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Alasan wajib diisi");
    expect(api.bodies("POST", "/api/manifests/7/reopen")).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole("textbox"), "Salah ketik nama");
    await userEvent.click(within(dialog).getByRole("button", { name: "Buka Kembali" }));
    expect(await screen.findByText("Manifest dibuka kembali")).toBeTruthy();
    expect(api.bodies("POST", "/api/manifests/7/reopen")[0]).toEqual({ alasan: "Salah ketik nama" });
  });

  it("/manifest/:id/passengers: the sailing permit's particulars and totals, and 'Unduh Excel'", async () => {
    current = manifest();
    signInStaff(["view manifest penumpang"]);
    renderRoutes(
      [{ path: "/manifest/:scheduleId/passengers", element: <PassengerManifestPage /> }],
      "/manifest/7/passengers",
    );
    const particulars = await screen.findByRole("region", { name: "Data kapal untuk SPB" });
    for (const text of ["YBJT", "1.450", "Indonesia", "Hendra Wijaya", "Selasa, 24 November 2026 08.12 WIB"])
      expect(within(particulars).getByText(text)).toBeTruthy();
    expect(screen.getByText("Jenis kelamin: Laki-laki: 2")).toBeTruthy();
    expect(screen.getByText("Kewarganegaraan: Indonesia: 1 · Malaysia: 1")).toBeTruthy();
    const created = vi.fn(() => "blob:x");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    await userEvent.click(screen.getByRole("button", { name: "Unduh Excel" }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(
      api.calls.find((call) => call.path === "/api/manifests/7/passengers.xlsx")?.query.get("jenis"),
    ).toBe("pre");
  });

  it("/manifest/:id/vehicles: each vehicle's load state and declared weight, and their totals", async () => {
    const truck = {
      id: 9,
      booking_id: 3,
      booking_code: "ABCDEFGH",
      nomor_kendaraan: "BE 8123 TU",
      nama_pemilik: "CV Sumber Rejeki",
      golongan: "VB",
      kelas: "Truk",
      tipe_tiket: "muat",
      berat_kg: 6_500,
      muatan_keterangan: "Sayur",
      kode_tiket: "ABCDEFGH-K01",
      status_tiket: "digunakan",
      used_at: "2026-11-24T00:50:00.000Z",
      naik: true,
      riders: [],
    };
    const base = manifest();
    current = manifest({
      vehicles: [truck],
      counts: {
        ...base.counts,
        kendaraan: {
          total: 1,
          dipesan: 1,
          naik: 1,
          per_golongan: { VB: 1 },
          per_keadaan: { muat: 1 },
          berat_dinyatakan_kg: 6_500,
        },
      },
    });
    signInStaff(["view manifest kendaraan"]);
    renderRoutes(
      [{ path: "/manifest/:scheduleId/vehicles", element: <VehicleManifestPage /> }],
      "/manifest/7/vehicles",
    );
    const row = (await screen.findByRole("cell", { name: "BE 8123 TU" })).closest("tr") as HTMLElement;
    expect(within(row).getByRole("cell", { name: "Muat" })).toBeTruthy();
    expect(within(row).getByRole("cell", { name: "6.500" })).toBeTruthy();
    expect(screen.getByText("Keadaan: Muat: 1 · Berat dinyatakan: 6.500 kg")).toBeTruthy();
  });

  it("/integrasi-seapass: settings with a masked key, the delivery log and a resend", async () => {
    signInStaff(["edit pengaturan", "view manifest penumpang", "edit manifest penumpang"]);
    renderRoutes([{ path: "/integrasi-seapass", element: <SeapassPage /> }], "/integrasi-seapass");
    const url = (await screen.findByRole("textbox", { name: "URL" })) as HTMLInputElement;
    await screen.findByDisplayValue("https://seapass.example.go.id/api");
    expect(url.value).toBe("https://seapass.example.go.id/api");
    expect(screen.getByPlaceholderText(/••••••••1234/)).toBeTruthy();
    await userEvent.clear(url);
    await userEvent.type(url, "http://seapass.example.go.id");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(screen.getByRole("alert").textContent).toBe("URL harus https:// (http hanya untuk localhost)");
    await userEvent.clear(url);
    await userEvent.type(url, "https://seapass.example.go.id/v2");
    await userEvent.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Pengaturan SeaPass berhasil disimpan")).toBeTruthy();
    expect(api.bodies("PUT", "/api/seapass/settings")[0]).toEqual({
      enabled: true,
      url: "https://seapass.example.go.id/v2",
      api_key: "",
    });
    expect(await screen.findByText("Menunggu")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Kirim Ulang" }));
    expect(await screen.findByText("Manifest dijadwalkan untuk dikirim ulang")).toBeTruthy();
    expect(api.bodies("POST", "/api/seapass/deliveries")[0]).toEqual({ schedule_id: 7 });
  });
});
