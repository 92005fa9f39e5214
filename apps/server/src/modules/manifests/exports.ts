import type { Readable } from "node:stream";
import { csvStream } from "../../lib/csv";
import { wallClock, type XlsxCell, type XlsxKind, type XlsxSheet, xlsxStream } from "../../lib/xlsx";
import type { ManifestPart } from "./pdf";
import { loadStateLabel, particularFacts, totalFacts } from "./permit-facts";
import type { Manifest, ManifestPerson, ManifestVehicle } from "./service";

/** One column of the manifest's spreadsheet: its CSV key, its Excel header and kind, and its value. */
type Column<T> = { key: string; label: string; kind?: XlsxKind; value: (row: T, index: number) => XlsxCell };

const boardedAt = (zone: string) => (row: { used_at: Date | null }) => wallClock(row.used_at, zone);

function passengerColumns(zone: string): Column<ManifestPerson>[] {
  return [
    { key: "no", label: "No", kind: "number", value: (_, index) => index + 1 },
    { key: "nama", label: "Nama", value: (row) => row.nama_lengkap },
    { key: "jenis_identitas", label: "Jenis Identitas", value: (row) => row.jenis_identitas },
    { key: "nomor_identitas", label: "Nomor Identitas", value: (row) => row.nomor_identitas },
    { key: "jenis_kelamin", label: "L/P", value: (row) => row.jenis_kelamin },
    { key: "usia", label: "Usia", kind: "number", value: (row) => row.usia },
    { key: "kelompok_umur", label: "Kelompok Umur", value: (row) => row.kelompok_umur },
    { key: "kewarganegaraan", label: "Kewarganegaraan", value: (row) => row.kewarganegaraan },
    { key: "kelas", label: "Kelas", value: (row) => row.kelas },
    { key: "kendaraan", label: "Kendaraan", value: (row) => row.nomor_kendaraan },
    { key: "kode_booking", label: "Kode Booking", value: (row) => row.booking_code },
    { key: "kode_tiket", label: "Kode Tiket", value: (row) => row.kode_tiket },
    { key: "naik", label: "Naik", value: (row) => (row.naik ? "ya" : "tidak") },
    { key: "naik_pada", label: "Naik Pada", kind: "datetime", value: boardedAt(zone) },
  ];
}

function vehicleColumns(zone: string): Column<ManifestVehicle>[] {
  return [
    { key: "no", label: "No", kind: "number", value: (_, index) => index + 1 },
    { key: "nomor_kendaraan", label: "Nomor Kendaraan", value: (row) => row.nomor_kendaraan },
    { key: "nama_pemilik", label: "Pemilik", value: (row) => row.nama_pemilik },
    { key: "golongan", label: "Golongan", value: (row) => row.golongan ?? row.kelas },
    { key: "keadaan", label: "Keadaan Muatan", value: (row) => loadStateLabel(row.tipe_tiket) },
    { key: "berat_kg", label: "Berat Dinyatakan (kg)", kind: "number", value: (row) => row.berat_kg },
    { key: "muatan", label: "Muatan", value: (row) => row.muatan_keterangan },
    { key: "kode_booking", label: "Kode Booking", value: (row) => row.booking_code },
    { key: "kode_tiket", label: "Kode Tiket", value: (row) => row.kode_tiket },
    { key: "naik", label: "Naik", value: (row) => (row.naik ? "ya" : "tidak") },
    { key: "naik_pada", label: "Naik Pada", kind: "datetime", value: boardedAt(zone) },
    {
      key: "penumpang",
      label: "Penumpang di Kendaraan",
      value: (row) => row.riders.map((rider) => rider.nama_lengkap).join("; "),
    },
  ];
}

const zoneOf = (manifest: Manifest) => manifest.schedule.route?.port_origin.zona_waktu ?? "Asia/Jakarta";

/** The part's rows and their columns (one list for the CSV and the workbook). */
function table(manifest: Manifest, part: ManifestPart) {
  const zone = zoneOf(manifest);
  return part === "penumpang"
    ? { columns: passengerColumns(zone) as Column<unknown>[], rows: manifest.passengers as unknown[] }
    : { columns: vehicleColumns(zone) as Column<unknown>[], rows: manifest.vehicles as unknown[] };
}

/** The manifest's CSV: one line per person or vehicle; instants as the port's wall-clock time. */
export function manifestCsv(manifest: Manifest, part: ManifestPart): Readable {
  const { columns, rows } = table(manifest, part);
  return csvStream(
    columns.map((column) => column.key),
    rows.entries(),
    ([index, row]) =>
      columns.map((column) => {
        const value = column.value(row, index);
        return value instanceof Date ? value.toISOString().slice(0, 16).replace("T", " ") : value;
      }),
  );
}

async function* once<T>(rows: T[]) {
  yield rows;
}

/**
 * The manifest's workbook: the people (or vehicles), the permit's recap (ship particulars, actual
 * departure, totals by age group, sex and nationality or by golongan and load) and the crew with rank.
 */
export function manifestXlsx(manifest: Manifest, part: ManifestPart): Readable {
  const zone = zoneOf(manifest);
  const { columns, rows } = table(manifest, part);
  const facts = [...particularFacts(manifest), ...totalFacts(manifest, part)];
  const sheets: XlsxSheet[] = [
    {
      name: part === "penumpang" ? "Penumpang" : "Kendaraan",
      columns,
      rows: once(rows.map((row, index) => columns.map((column) => column.value(row, index)))),
    },
    {
      name: "Rekap",
      columns: [{ label: "Keterangan" }, { label: "Nilai" }],
      rows: once(
        facts.map((fact) => [
          fact.label,
          fact.value instanceof Date ? wallClock(fact.value, zone) : fact.value,
        ]),
      ),
    },
    {
      name: "ABK",
      columns: [
        { label: "No", kind: "number" },
        { label: "Nama" },
        { label: "Jabatan" },
        { label: "Nomor Identitas" },
        { label: "Nomor Sertifikat" },
        { label: "Masa Berlaku Sertifikat", kind: "date" },
      ],
      rows: once(
        manifest.crew.map((member, index) => [
          index + 1,
          member.nama,
          member.jabatan,
          member.nomor_identitas,
          member.nomor_sertifikat,
          member.masa_berlaku_sertifikat,
        ]),
      ),
    },
  ];
  return xlsxStream(sheets);
}
