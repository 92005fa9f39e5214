import { PAYMENT_METHOD_LABELS, TICKET_TYPE_LABELS } from "@ferry/shared/bookings";
import type { Reclassification } from "@ferry/shared/vehicle-reclassification";
import type { BookingDocumentView, CompanyView } from "../documents/index";
import { formatDateTime, formatRupiah } from "../documents/index";

const loadLabel = (tipe: string) => TICKET_TYPE_LABELS[tipe as keyof typeof TICKET_TYPE_LABELS] ?? tipe;

/**
 * The gate's receipt of a reclassification ('Bukti Ukur Ulang'), printed on the 80 mm roll like the shift
 * report: the vehicle, old and new golongan with their fares, the measurements and the difference paid
 * (kurang bayar) or returned (lebih bayar), with the method and the officer.
 */
export function receiptView(row: Reclassification, company: CompanyView, zone: string): BookingDocumentView {
  const charge = row.selisih >= 0;
  return {
    kind: "booking",
    company,
    title: "Bukti Ukur Ulang Kendaraan",
    booking_code: row.booking_code,
    status: "reklasifikasi",
    status_label: `No. ${row.id}`,
    summary: [
      { label: "Tiket", value: row.kode_tiket },
      { label: "Nomor kendaraan", value: row.nomor_kendaraan },
      { label: "Pemilik", value: row.nama_pemilik },
      { label: "Waktu", value: formatDateTime(new Date(row.created_at), zone) },
    ],
    voyage: [
      { label: "Panjang", value: `${row.panjang_m.toLocaleString("id-ID")} m` },
      { label: "Berat", value: row.berat_kg === null ? "-" : `${row.berat_kg.toLocaleString("id-ID")} kg` },
    ],
    tables: [
      {
        title: "Golongan",
        columns: [
          { header: "", width: 0.4 },
          { header: "Golongan", width: 0.2 },
          { header: "Muatan", width: 0.2 },
          { header: "Tarif", width: 0.2, align: "right" },
        ],
        rows: [
          ["Semula", row.golongan_lama ?? "-", loadLabel(row.tipe_lama), formatRupiah(row.harga_lama)],
          ["Menjadi", row.golongan_baru, loadLabel(row.tipe_baru), formatRupiah(row.harga_baru)],
        ],
      },
    ],
    totals: [
      {
        label: charge ? "Kurang bayar (dibayar)" : "Lebih bayar (dikembalikan)",
        value: formatRupiah(Math.abs(row.selisih)),
        strong: true,
      },
      { label: "Metode", value: row.method ? (PAYMENT_METHOD_LABELS[row.method] ?? row.method) : "-" },
      { label: "Petugas", value: row.petugas },
    ],
    notes: ["Simpan bukti ini bersama tiket kendaraan Anda."],
  };
}
