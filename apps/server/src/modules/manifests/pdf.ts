import type { CompanyView, LogoImage, TableColumn } from "../documents/index";
import {
  BOLD,
  drawLogo,
  drawTable,
  Flow,
  FONT,
  formatDateTime,
  INK,
  MUTED,
  newPdf,
  type Pdf,
  type TableFrame,
} from "../documents/index";
import { loadStateLabel, type PermitFact, particularFacts, totalFacts } from "./permit-facts";
import type { Manifest, ManifestPerson, ManifestVehicle } from "./service";

/** A4 landscape in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 32;
const INNER = WIDTH - 2 * MARGIN;
const BOTTOM = HEIGHT - MARGIN;
const TEXT = 8;

export type ManifestPart = "penumpang" | "kendaraan";

/** What the printout reads of a manifest (`Manifest` has all of it). */
export type PrintedManifest = Pick<Manifest, "jenis" | "counts" | "kapal" | "waktu_berangkat_aktual"> & {
  schedule: {
    id: number;
    waktu_berangkat: string;
    ship: { nama: string } | null;
    route: { nama_rute: string; port_origin: { zona_waktu: string } } | null;
  };
  state: { frozen: boolean };
  crew: Pick<Manifest["crew"][number], "nama" | "jabatan" | "nomor_identitas" | "nomor_sertifikat">[];
  passengers: Pick<
    ManifestPerson,
    | "nama_lengkap"
    | "jenis_identitas"
    | "nomor_identitas"
    | "jenis_kelamin"
    | "kewarganegaraan"
    | "usia"
    | "kelompok_umur"
    | "kelas"
    | "nomor_kendaraan"
    | "kode_tiket"
    | "naik"
  >[];
  vehicles: (Pick<
    ManifestVehicle,
    | "nomor_kendaraan"
    | "nama_pemilik"
    | "golongan"
    | "kelas"
    | "tipe_tiket"
    | "berat_kg"
    | "muatan_keterangan"
    | "kode_tiket"
  > & { riders: { nama_lengkap: string }[] })[];
  no_shows: { passengers: unknown[]; vehicles: unknown[] };
};

// Column widths are shares of the page's inner width; every cell wraps inside its column.
const PASSENGER_COLUMNS: TableColumn[] = [
  { header: "No", width: 0.04 },
  { header: "Nama", width: 0.19 },
  { header: "Identitas", width: 0.14 },
  { header: "L/P", width: 0.04 },
  { header: "Usia", width: 0.04 },
  { header: "Kelompok", width: 0.07 },
  { header: "WN", width: 0.07 },
  { header: "Kelas", width: 0.13 },
  { header: "Kendaraan", width: 0.1 },
  { header: "Tiket", width: 0.13 },
  { header: "Naik", width: 0.05 },
];
const VEHICLE_COLUMNS: TableColumn[] = [
  { header: "No", width: 0.04 },
  { header: "Nomor Kendaraan", width: 0.12 },
  { header: "Pemilik", width: 0.15 },
  { header: "Golongan", width: 0.13 },
  { header: "Keadaan", width: 0.07 },
  { header: "Berat (kg)", width: 0.07 },
  { header: "Muatan", width: 0.12 },
  { header: "Tiket", width: 0.12 },
  { header: "Penumpang di kendaraan", width: 0.18 },
];
const CREW_COLUMNS: TableColumn[] = [
  { header: "No", width: 0.04 },
  { header: "Nama", width: 0.26 },
  { header: "Jabatan", width: 0.18 },
  { header: "Nomor Identitas", width: 0.26 },
  { header: "Nomor Sertifikat", width: 0.26 },
];

const weight = new Intl.NumberFormat("id-ID");

/** A fact as printed: numbers grouped, instants in the origin port's zone, nothing as a dash. */
function factText(fact: PermitFact, zone: string): string {
  const { value } = fact;
  if (value instanceof Date) return formatDateTime(value, zone);
  if (typeof value === "number") return weight.format(value);
  return value ?? "-";
}

const factLine = (facts: PermitFact[], zone: string) =>
  facts.map((fact) => `${fact.label}: ${factText(fact, zone)}`).join(" · ");

const zoneOf = (manifest: PrintedManifest) =>
  manifest.schedule.route?.port_origin.zona_waktu ?? "Asia/Jakarta";

function passengerRows(manifest: PrintedManifest): string[][] {
  return manifest.passengers.map((person, index) => [
    String(index + 1),
    person.nama_lengkap,
    [person.jenis_identitas, person.nomor_identitas].filter(Boolean).join(" ") || "-",
    person.jenis_kelamin ?? "-",
    person.usia === null ? "-" : String(person.usia),
    person.kelompok_umur,
    person.kewarganegaraan,
    person.kelas,
    person.nomor_kendaraan ?? "-",
    person.kode_tiket,
    person.naik ? "Ya" : "Belum",
  ]);
}

function vehicleRows(manifest: PrintedManifest): string[][] {
  return manifest.vehicles.map((vehicle, index) => [
    String(index + 1),
    vehicle.nomor_kendaraan,
    vehicle.nama_pemilik,
    vehicle.golongan ? `Golongan ${vehicle.golongan} (${vehicle.kelas})` : vehicle.kelas,
    loadStateLabel(vehicle.tipe_tiket),
    vehicle.berat_kg === null ? "-" : weight.format(vehicle.berat_kg),
    vehicle.muatan_keterangan ?? "-",
    vehicle.kode_tiket,
    vehicle.riders.map((rider) => rider.nama_lengkap).join(", ") || "-",
  ]);
}

/** Starts a page with the company on the left and the manifest's title and sailing on the right. */
function header(
  doc: Pdf,
  manifest: PrintedManifest,
  part: ManifestPart,
  company: CompanyView,
  logo: LogoImage | null,
) {
  doc.addPage({ size: [WIDTH, HEIGHT], margin: MARGIN });
  const hasLogo = drawLogo(doc, logo, MARGIN, MARGIN, 40);
  const x = hasLogo ? MARGIN + 50 : MARGIN;
  const left = new Flow(doc, x, INNER * 0.45 - (x - MARGIN), MARGIN, true);
  left.text(company.name, { size: 13, bold: true });
  if (company.contact) left.text(company.contact, { size: TEXT, color: MUTED });
  const right = new Flow(doc, MARGIN + INNER * 0.47, INNER * 0.53, MARGIN, true);
  const kind = manifest.jenis === "final" ? "MANIFEST AKHIR" : "PRA-MANIFEST";
  right.text(`${kind} ${part === "penumpang" ? "PENUMPANG" : "KENDARAAN"}`, {
    size: 14,
    bold: true,
    align: "right",
  });
  right.text(`Status: ${manifest.state.frozen ? "Dikunci" : "Terbuka"}`, { size: 9, align: "right" });
  const top = Math.max(left.y, right.y, hasLogo ? MARGIN + 40 : MARGIN) + 4;
  // The particulars the sailing permit (SPB) needs, on every page.
  const particulars = new Flow(doc, MARGIN, INNER, top, true);
  particulars.text(factLine(particularFacts(manifest), zoneOf(manifest)), { size: 9 });
  return particulars.y + 8;
}

/** The master's and the harbour master's blocks: who they are, a line to sign on, what to write there. */
function signatures(doc: Pdf, manifest: PrintedManifest, top: number, newPage: () => number) {
  const y = top + 110 > BOTTOM ? newPage() : top;
  const box = 260;
  for (const block of [
    {
      x: MARGIN + 40,
      title: `Nakhoda ${manifest.kapal?.nama ?? ""}`.trim(),
      name: manifest.kapal?.nakhoda ?? "",
      note: "Nama, tanda tangan dan cap kapal",
    },
    {
      x: WIDTH - MARGIN - 40 - box,
      title: "Syahbandar",
      name: "",
      note: "Nama, NIP, tanda tangan dan stempel",
    },
  ]) {
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(INK)
      .text(`Mengetahui, ${block.title}`, block.x, y + 10, { width: box, align: "center" });
    if (block.name) {
      doc.font(BOLD);
      const height = doc.heightOfString(block.name, { width: box });
      doc.text(block.name, block.x, y + 78 - height, { width: box, align: "center" });
    }
    doc
      .moveTo(block.x + 30, y + 80)
      .lineTo(block.x + box - 30, y + 80)
      .lineWidth(0.6)
      .strokeColor(INK)
      .stroke();
    doc
      .font(FONT)
      .fontSize(TEXT)
      .fillColor(MUTED)
      .text(block.note, block.x, y + 84, { width: box, align: "center" });
  }
}

function countsText(manifest: PrintedManifest, part: ManifestPart): string {
  const totals = factLine(totalFacts(manifest, part), zoneOf(manifest));
  if (part === "kendaraan") return totals;
  const classes = Object.entries(manifest.counts.penumpang.per_kelas).map(
    ([label, value]) => ({ label, value }) satisfies PermitFact,
  );
  return `${totals} · Per kelas: ${factLine(classes, zoneOf(manifest))}`;
}

/** A block of text, on a new page when fewer than `room` points are left. */
function paragraph(doc: Pdf, top: number, room: number, newPage: () => number, write: (flow: Flow) => void) {
  const flow = new Flow(doc, MARGIN, INNER, top + room > BOTTOM ? newPage() : top, true);
  write(flow);
  return flow.y;
}

/**
 * The printable manifest: A4 landscape, the company's name and logo, the people (or vehicles with their
 * riders), the crew on duty, the counts, and signature blocks for the master and the harbour master.
 */
export async function renderManifestPdf(
  manifest: PrintedManifest,
  part: ManifestPart,
  company: CompanyView,
  logo: LogoImage | null,
): Promise<Buffer> {
  const { doc, bytes } = newPdf(`Manifest ${part} jadwal ${manifest.schedule.id}`);
  const newPage = () => header(doc, manifest, part, company, logo);
  const frame: TableFrame = { x: MARGIN, width: INNER, size: TEXT, bottom: BOTTOM, newPage };
  let y = newPage();
  y =
    part === "penumpang"
      ? drawTable(doc, frame, PASSENGER_COLUMNS, passengerRows(manifest), y)
      : drawTable(doc, frame, VEHICLE_COLUMNS, vehicleRows(manifest), y);
  y = paragraph(doc, y + 8, 40, newPage, (flow) =>
    flow.text(countsText(manifest, part), { size: 9, bold: true }),
  );
  y = paragraph(doc, y + 10, 60, newPage, (flow) =>
    flow.text("Awak Kapal (ABK) yang bertugas", { size: 10, bold: true }),
  );
  const crew = manifest.crew.map((member, index) => [
    String(index + 1),
    member.nama,
    member.jabatan,
    member.nomor_identitas,
    member.nomor_sertifikat,
  ]);
  y = drawTable(doc, frame, CREW_COLUMNS, crew, y + 4);
  signatures(doc, manifest, y + 8, newPage);
  doc.end();
  return bytes;
}
