import type { CashierShift } from "@ferry/shared/cashier-shifts";
import type { BookingDocumentView, CompanyView, DocumentAssets } from "../documents/index";
import { formatDateTime, formatRupiah, renderBookingPdf, renderThermalSummaryPdf } from "../documents/index";

export const SHIFT_PAPERS = ["thermal", "a4"] as const;
export type ShiftPaper = (typeof SHIFT_PAPERS)[number];

const signed = (amount: number | null) =>
  amount === null ? "-" : `${amount > 0 ? "+" : ""}${formatRupiah(amount)}`;

/**
 * The shift report ('Laporan Shift Kasir') as a view of the booking document's shape: who, where and
 * when; sales, refunds paid out and takings per method with expected, counted and difference.
 */
export function shiftReportView(
  shift: CashierShift,
  company: CompanyView,
  zone: string,
): BookingDocumentView {
  const at = (iso: string | null) => (iso ? formatDateTime(new Date(iso), zone) : "-");
  return {
    kind: "booking",
    company,
    title: "Laporan Shift Kasir",
    booking_code: shift.kode,
    status: shift.status,
    status_label: shift.status_label,
    summary: [
      { label: "Kasir", value: shift.kasir_nama ?? "-" },
      { label: "Loket", value: shift.loket },
      { label: "Dibuka", value: at(shift.opened_at) },
      { label: "Ditutup", value: at(shift.closed_at) },
    ],
    voyage: [
      {
        label: "Disetujui",
        value: shift.approved_at ? `${shift.approved_by_nama ?? "-"}, ${at(shift.approved_at)}` : "-",
      },
      { label: "Transaksi", value: String(shift.jumlah_transaksi) },
    ],
    tables: [
      {
        title: "Per metode pembayaran",
        columns: [
          { header: "Metode", width: 0.2 },
          { header: "Penjualan", width: 0.16, align: "right" },
          { header: "Refund", width: 0.16, align: "right" },
          { header: "Diharapkan", width: 0.16, align: "right" },
          { header: "Dihitung", width: 0.16, align: "right" },
          { header: "Selisih", width: 0.16, align: "right" },
        ],
        rows: shift.methods.map((line) => [
          line.label,
          formatRupiah(line.diterima),
          formatRupiah(line.refund),
          formatRupiah(line.diharapkan),
          line.dihitung === null ? "-" : formatRupiah(line.dihitung),
          signed(line.selisih),
        ]),
      },
    ],
    totals: [
      { label: "Modal awal", value: formatRupiah(shift.modal_awal) },
      { label: "Total penjualan", value: formatRupiah(shift.total_penjualan) },
      { label: "Refund dibayarkan", value: formatRupiah(shift.total_refund) },
      { label: "Selisih", value: signed(shift.selisih), strong: true },
    ],
    notes: [shift.catatan_tutup, shift.catatan_persetujuan].flatMap((note) => (note ? [note] : [])),
  };
}

export function renderShiftReport(
  paper: ShiftPaper,
  view: BookingDocumentView,
  assets: DocumentAssets,
): Promise<Buffer> {
  return paper === "thermal" ? renderThermalSummaryPdf(view, assets) : renderBookingPdf(view, assets);
}
