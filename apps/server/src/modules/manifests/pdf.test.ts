import { describe, expect, it } from "vitest";
import type { TextRun } from "../documents/index";
import { EMBEDDED_FONTS, inspectPdf, type PdfInspection } from "../documents/index";
import { type PrintedManifest, renderManifestPdf } from "./pdf";

const LONG_NAME = "Raden Ajeng Siti Nurhaliza Kusumawardhani Putri Prameswari Hadiningrat";
const LONG_CLASS = "Sepeda motor ≥ 500 cc / kendaraan roda tiga";
const VIP = "VIP Eksekutif dengan kursi rebah dan makan siang “Nusantara”";

function manifest(passengers: number): PrintedManifest {
  const people = Array.from({ length: passengers }, (_, index) => ({
    nama_lengkap: index % 3 === 0 ? `${LONG_NAME} ${index}` : `Zoë Ñañez Çelik ${index}`,
    jenis_identitas: "KTP",
    nomor_identitas: `3578${String(index).padStart(12, "0")} berlaku s.d. 2031`,
    jenis_kelamin: index % 2 === 0 ? "P" : "L",
    kewarganegaraan: index === 1 ? "Australia" : "Indonesia",
    usia: 30 + (index % 40),
    kelompok_umur: "Dewasa" as const,
    kelas: index % 2 === 0 ? VIP : LONG_CLASS,
    nomor_kendaraan: index % 4 === 0 ? "DK 1234 ABC" : null,
    kode_tiket: `KX7Q2M${String(index).padStart(2, "0")}-P${String(index + 1).padStart(2, "0")}`,
    naik: index % 5 !== 0,
  }));
  return {
    jenis: "final",
    schedule: {
      id: 7,
      waktu_berangkat: "2026-09-30T15:59:00.000Z",
      ship: { nama: "KMP Dharma Kencana Nusantara Jaya" },
      route: { nama_rute: "Ketapang - Gilimanuk", port_origin: { zona_waktu: "Asia/Makassar" } },
    },
    state: { frozen: true },
    kapal: {
      nama: "KMP Dharma Kencana Nusantara Jaya",
      kode_kapal: "DKN",
      tanda_panggilan: "YGSN",
      gt: 6_245,
      bendera: "Indonesia",
      nakhoda: LONG_NAME,
    },
    waktu_berangkat_aktual: "2026-09-30T16:20:00.000Z",
    crew: [
      {
        nama: LONG_NAME,
        jabatan: "Nakhoda",
        nomor_identitas: "3578000000000001",
        nomor_sertifikat: "ANT-I/2024/000123",
      },
      {
        nama: "Budi",
        jabatan: "Kepala Kamar Mesin",
        nomor_identitas: "3578000000000002",
        nomor_sertifikat: "ATT-II",
      },
    ],
    passengers: people,
    vehicles: [
      {
        nomor_kendaraan: "DK 1234 ABC",
        nama_pemilik: `${LONG_NAME} (CV Sumber Rejeki Abadi Sentosa)`,
        golongan: "III",
        kelas: LONG_CLASS,
        tipe_tiket: "muat",
        berat_kg: 2_350,
        muatan_keterangan: "Sayur mayur segar dan buah-buahan ± 150 kg, suhu ≤ 10 °C",
        kode_tiket: "KX7Q2M00-K01",
        riders: people.slice(0, 4),
      },
    ],
    counts: {
      penumpang: {
        total: passengers,
        dipesan: passengers,
        naik: passengers,
        per_kelompok_umur: { Dewasa: passengers },
        per_jenis_kelamin: { P: Math.ceil(passengers / 2), L: Math.floor(passengers / 2) },
        per_kewarganegaraan: { Indonesia: passengers - 1, Australia: 1 },
        per_kelas: { [VIP]: Math.ceil(passengers / 2), [LONG_CLASS]: Math.floor(passengers / 2) },
        pejalan_kaki: passengers,
        dalam_kendaraan: 0,
      },
      kendaraan: {
        total: 1,
        dipesan: 1,
        naik: 1,
        per_golongan: { III: 1 },
        per_keadaan: { muat: 1 },
        berat_dinyatakan_kg: 2_350,
      },
      abk: 2,
      jiwa_di_kapal: passengers + 2,
    },
    no_shows: { passengers: [], vehicles: [] },
  };
}

const company = {
  name: "PT Penyeberangan Nusantara Sejahtera Abadi",
  contact: "Jl. Pelabuhan 1 · 0333 123",
  logo_url: null,
};

const overlap = (a: TextRun, b: TextRun) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.01 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.01;

/**
 * The cells of one table on a page: the header row's runs give the columns' left edges; every run below
 * it (up to `until`) must start and end inside one column. Answers each column's text, top to bottom.
 */
function tableCells(
  page: PdfInspection["pages"][number],
  headers: string[],
  until: (run: TextRun) => boolean,
) {
  const first = page.runs.findIndex((_, index) =>
    headers.every((header, offset) => page.runs[index + offset]?.text === header),
  );
  expect(first, `header ${headers.join("|")}`).toBeGreaterThanOrEqual(0);
  const headerRuns = page.runs.slice(first, first + headers.length);
  const starts = headerRuns.map((run) => run.x);
  const right = Math.max(...page.runs.map((run) => run.x + run.width));
  const end = page.runs.slice(first + headers.length).findIndex(until);
  const body = page.runs.slice(first + headers.length, end < 0 ? undefined : first + headers.length + end);
  const columns: string[][] = headers.map(() => []);
  for (const run of body) {
    const column = starts.findLastIndex((start) => start <= run.x + 0.01);
    expect(column, run.text).toBeGreaterThanOrEqual(0);
    expect(run.x + run.width, `"${run.text}" stays in column ${headers[column]}`).toBeLessThanOrEqual(
      (starts[column + 1] ?? right) + 0.01,
    );
    columns[column]?.push(run.text);
  }
  return columns.map((texts) => texts.join(" ").replace(/\s+/g, " ").trim());
}

function expectNoOverprint(pdf: PdfInspection) {
  for (const page of pdf.pages) {
    expect(page).toMatchObject({ width: 841.89, height: 595.28 });
    const overprinted = page.runs.flatMap((run, index) =>
      page.runs
        .slice(index + 1)
        .flatMap((other) => (overlap(run, other) ? [`"${run.text}" / "${other.text}"`] : [])),
    );
    expect(overprinted).toEqual([]);
    expect(Math.max(...page.runs.map((run) => run.y + run.height))).toBeLessThanOrEqual(page.height);
  }
}

describe("manifest PDF layout", () => {
  it("wraps long names and classes inside their columns over several pages, without overprinting", async () => {
    const printed = manifest(40);
    const pdf = await inspectPdf(await renderManifestPdf(printed, "penumpang", company, null));
    expect(pdf.pages.length).toBeGreaterThan(1);
    expectNoOverprint(pdf);
    const headers = [
      "No",
      "Nama",
      "Identitas",
      "L/P",
      "Usia",
      "Kelompok",
      "WN",
      "Kelas",
      "Kendaraan",
      "Tiket",
      "Naik",
    ];
    // The pages the passenger table runs over (the crew may begin a page of its own).
    const cells = pdf.pages
      .filter((page) => page.runs.some((run) => run.text === "Kelompok"))
      .map((page) => tableCells(page, headers, (run) => run.text.startsWith("Jumlah penumpang")));
    const column = (name: string) => cells.map((page) => page[headers.indexOf(name)]).join(" ");
    for (const person of printed.passengers) {
      expect(column("Nama")).toContain(person.nama_lengkap);
      expect(column("Tiket")).toContain(person.kode_tiket);
    }
    expect(column("Kelas")).toContain(LONG_CLASS); // ≥ drawn by the embedded font, not as "e
    expect(column("Kelas")).toContain(VIP);
    const last = pdf.pages.at(-1);
    expect(last?.text).toContain("Berangkat (jadwal): Rabu, 30 September 2026 23.59 WITA");
    expect(column("WN")).toContain("Australia");
    const crew = tableCells(
      last as PdfInspection["pages"][number],
      ["No", "Nama", "Jabatan", "Nomor Identitas", "Nomor Sertifikat"],
      (run) => run.text.startsWith("Mengetahui"),
    );
    expect(crew[1]).toBe(`${LONG_NAME} Budi`);
    expect(pdf.fonts).toEqual(EMBEDDED_FONTS);
  });

  it("lays out the vehicles with their long owner, class, load and riders", async () => {
    const printed = manifest(4);
    const pdf = await inspectPdf(await renderManifestPdf(printed, "kendaraan", company, null));
    expectNoOverprint(pdf);
    const headers = [
      "No",
      "Nomor Kendaraan",
      "Pemilik",
      "Golongan",
      "Keadaan",
      "Berat (kg)",
      "Muatan",
      "Tiket",
      "Penumpang di kendaraan",
    ];
    const [page] = pdf.pages;
    const cells = tableCells(page as PdfInspection["pages"][number], headers, (run) =>
      run.text.startsWith("Jumlah"),
    );
    const vehicle = printed.vehicles[0];
    expect(cells.slice(1, 7)).toEqual([
      vehicle?.nomor_kendaraan,
      vehicle?.nama_pemilik,
      `Golongan III (${LONG_CLASS})`,
      "Muat",
      "2.350",
      vehicle?.muatan_keterangan,
    ]);
    expect(cells[8]).toBe(printed.passengers.map((person) => person.nama_lengkap).join(", "));
  });

  it("carries what the sailing permit needs: ship particulars, actual departure, totals and both signatures", async () => {
    const printed = manifest(4);
    for (const part of ["penumpang", "kendaraan"] as const) {
      const pdf = await inspectPdf(await renderManifestPdf(printed, part, company, null));
      const text = pdf.pages
        .map((page) => page.text)
        .join(" ")
        .replace(/\s+/g, " ");
      expect(text).toContain("Tanda panggilan: YGSN · GT: 6.245 · Bendera: Indonesia");
      expect(text).toContain(`Nakhoda: ${LONG_NAME}`);
      expect(text).toContain("Berangkat (naik ditutup): Kamis, 1 Oktober 2026 00.20 WITA");
      expect(text).toContain("Mengetahui, Nakhoda KMP Dharma Kencana Nusantara Jaya");
      expect(text).toContain("Mengetahui, Syahbandar");
      expect(text).toContain("Nama, NIP, tanda tangan dan stempel");
      const signed = pdf.pages.at(-1)?.text.replace(/\s+/g, " ") ?? "";
      expect(signed.slice(signed.indexOf("Mengetahui, Nakhoda"))).toContain(LONG_NAME);
      if (part === "penumpang") {
        expect(text).toContain(
          "Jumlah penumpang: 4 · Dewasa: 4 · Anak: 0 · Bayi: 0 · Perempuan: 2 · Laki-laki: 2",
        );
        expect(text).toContain("WN Indonesia: 3 · WN Australia: 1 · ABK: 2 · Jiwa di kapal: 6");
      } else {
        expect(text).toContain(
          "Jumlah kendaraan: 1 · Golongan III: 1 · Muat: 1 · Berat dinyatakan (kg): 2.350",
        );
      }
    }
  });
});
