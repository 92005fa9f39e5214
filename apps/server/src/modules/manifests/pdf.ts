import { instantToLocal } from "@ferry/shared/zoned-time";
import { BOLD, drawLogo, FONT, INK, MUTED, newPdf, type Pdf } from "../../documents/pdf-kit";
import type { CompanyView, LogoImage } from "../../documents/view";
import type { Manifest } from "./service";

/** A4 landscape in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 32;
const ROW = 14;

export type ManifestPart = "penumpang" | "kendaraan";
type Column = { title: string; width: number };

function departureText(manifest: Manifest): string {
  const zone = manifest.schedule.route?.port_origin.zona_waktu ?? "Asia/Jakarta";
  const local = instantToLocal(new Date(manifest.schedule.waktu_berangkat), zone);
  return `${local.date} ${local.time}`;
}

function header(
  doc: Pdf,
  manifest: Manifest,
  part: ManifestPart,
  company: CompanyView,
  logo: LogoImage | null,
) {
  doc.addPage({ size: "A4", layout: "landscape", margin: MARGIN });
  const hasLogo = drawLogo(doc, logo, MARGIN, MARGIN, 40);
  const x = hasLogo ? MARGIN + 50 : MARGIN;
  doc.font(BOLD).fontSize(13).fillColor(INK).text(company.name, x, MARGIN, { width: 400 });
  if (company.contact)
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text(company.contact, x, MARGIN + 17, { width: 400 });
  const title = `${manifest.jenis === "final" ? "MANIFEST AKHIR" : "PRA-MANIFEST"} ${part === "penumpang" ? "PENUMPANG" : "KENDARAAN"}`;
  doc
    .font(BOLD)
    .fontSize(14)
    .fillColor(INK)
    .text(title, WIDTH - MARGIN - 320, MARGIN, { width: 320, align: "right" });
  const { schedule } = manifest;
  const lines = [
    `Kapal: ${schedule.ship?.nama ?? "-"}   Rute: ${schedule.route?.nama_rute ?? "-"}`,
    `Berangkat: ${departureText(manifest)}   Jadwal #${schedule.id}   Status: ${manifest.state.frozen ? "dikunci" : "terbuka"}`,
  ];
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(INK)
    .text(lines.join("\n"), WIDTH - MARGIN - 420, MARGIN + 20, { width: 420, align: "right" });
  return MARGIN + 56;
}

function table(doc: Pdf, columns: Column[], rows: string[][], y0: number, onNewPage: () => number): number {
  let y = y0;
  const drawHead = () => {
    let x = MARGIN;
    doc.font(BOLD).fontSize(8).fillColor(INK);
    for (const column of columns) {
      doc.text(column.title, x + 2, y + 3, { width: column.width - 4, lineBreak: false, ellipsis: true });
      x += column.width;
    }
    y += ROW;
    doc
      .moveTo(MARGIN, y)
      .lineTo(WIDTH - MARGIN, y)
      .lineWidth(0.6)
      .strokeColor(MUTED)
      .stroke();
  };
  drawHead();
  doc.font(FONT).fontSize(8);
  for (const row of rows) {
    if (y + ROW > HEIGHT - MARGIN - 20) {
      y = onNewPage();
      drawHead();
      doc.font(FONT).fontSize(8);
    }
    let x = MARGIN;
    row.forEach((cell, index) => {
      const width = columns[index]?.width ?? 60;
      doc.fillColor(INK).text(cell, x + 2, y + 3, { width: width - 4, lineBreak: false, ellipsis: true });
      x += width;
    });
    y += ROW;
  }
  return y + 8;
}

function signatures(doc: Pdf, y0: number, newPage: () => number) {
  let y = y0;
  if (y + 110 > HEIGHT - MARGIN) y = newPage();
  const box = 260;
  const blocks = [
    { x: MARGIN + 40, title: "Nakhoda" },
    { x: WIDTH - MARGIN - 40 - box, title: "Syahbandar" },
  ];
  for (const block of blocks) {
    doc
      .font(FONT)
      .fontSize(9)
      .fillColor(INK)
      .text(`Mengetahui, ${block.title}`, block.x, y + 10, { width: box, align: "center" });
    doc
      .moveTo(block.x + 30, y + 80)
      .lineTo(block.x + box - 30, y + 80)
      .lineWidth(0.6)
      .strokeColor(INK)
      .stroke();
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(MUTED)
      .text("Nama, tanda tangan dan stempel", block.x, y + 84, { width: box, align: "center" });
  }
}

function countsText(manifest: Manifest, part: ManifestPart): string {
  const counts = manifest.counts;
  const list = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([name, value]) => `${name} ${value}`)
      .join(", ") || "-";
  return part === "penumpang"
    ? `Jumlah penumpang: ${counts.penumpang.total} (${list(counts.penumpang.per_kelompok_umur)}; kelas: ${list(counts.penumpang.per_kelas)}) · ABK: ${counts.abk} · Jiwa di kapal: ${counts.jiwa_di_kapal} · Tidak naik: ${manifest.no_shows.passengers.length}`
    : `Jumlah kendaraan: ${counts.kendaraan.total} (${list(counts.kendaraan.per_golongan)}) · Tidak naik: ${manifest.no_shows.vehicles.length}`;
}

/**
 * The printable manifest: A4 landscape, the company's name and logo, the people (or vehicles with their
 * riders), the crew on duty, the counts, and signature blocks for the master and the harbour master.
 */
export async function renderManifestPdf(
  manifest: Manifest,
  part: ManifestPart,
  company: CompanyView,
  logo: LogoImage | null,
): Promise<Buffer> {
  const { doc, bytes } = newPdf(`Manifest ${part} jadwal ${manifest.schedule.id}`);
  const newPage = () => header(doc, manifest, part, company, logo);
  let y = newPage();
  if (part === "penumpang") {
    const columns: Column[] = [
      { title: "No", width: 28 },
      { title: "Nama", width: 170 },
      { title: "Identitas", width: 130 },
      { title: "L/P", width: 30 },
      { title: "Usia", width: 34 },
      { title: "Kelompok", width: 60 },
      { title: "Kelas", width: 110 },
      { title: "Kendaraan", width: 80 },
      { title: "Tiket", width: 95 },
      { title: "Naik", width: 40 },
    ];
    const rows = manifest.passengers.map((person, index) => [
      String(index + 1),
      person.nama_lengkap,
      [person.jenis_identitas, person.nomor_identitas].filter(Boolean).join(" ") || "-",
      person.jenis_kelamin ?? "-",
      person.usia === null ? "-" : String(person.usia),
      person.kelompok_umur,
      person.kelas,
      person.nomor_kendaraan ?? "-",
      person.kode_tiket,
      person.naik ? "Ya" : "Belum",
    ]);
    y = table(doc, columns, rows, y, newPage);
  } else {
    const columns: Column[] = [
      { title: "No", width: 28 },
      { title: "Nomor Kendaraan", width: 100 },
      { title: "Pemilik", width: 150 },
      { title: "Golongan", width: 110 },
      { title: "Muatan", width: 110 },
      { title: "Tiket", width: 95 },
      { title: "Penumpang di kendaraan", width: 185 },
    ];
    const rows = manifest.vehicles.map((vehicle, index) => [
      String(index + 1),
      vehicle.nomor_kendaraan,
      vehicle.nama_pemilik,
      vehicle.golongan ?? vehicle.kelas,
      vehicle.muatan_keterangan ?? "-",
      vehicle.kode_tiket,
      vehicle.riders.map((rider) => rider.nama_lengkap).join(", ") || "-",
    ]);
    y = table(doc, columns, rows, y, newPage);
  }
  doc
    .font(BOLD)
    .fontSize(9)
    .fillColor(INK)
    .text(countsText(manifest, part), MARGIN, y, { width: WIDTH - 2 * MARGIN });
  y = doc.y + 10;
  doc.font(BOLD).fontSize(10).text("Awak Kapal (ABK) yang bertugas", MARGIN, y);
  y = doc.y + 4;
  y = table(
    doc,
    [
      { title: "No", width: 28 },
      { title: "Nama", width: 200 },
      { title: "Jabatan", width: 140 },
      { title: "Nomor Identitas", width: 160 },
      { title: "Nomor Sertifikat", width: 160 },
    ],
    manifest.crew.map((member, index) => [
      String(index + 1),
      member.nama,
      member.jabatan,
      member.nomor_identitas,
      member.nomor_sertifikat,
    ]),
    y,
    newPage,
  );
  signatures(doc, y, newPage);
  doc.end();
  return bytes;
}
