import type { PaperSize, TicketTemplate } from "@ferry/shared/documents";
import { fareRows } from "./fare-lines";
import { ARRIVAL_NOTICE, type TicketDocumentView } from "./ticket-view";
import type { CompanyView } from "./view";

// A third party's component, so the test print shows the longest price line a ticket carries.
const SAMPLE_LEVY = { nama: "Iuran Wajib Jasa Raharja", pemilik: "pihak_ketiga", jumlah: 1_000 } as const;
const SAMPLE_RECIPIENTS = new Map([["iuran wajib jasa raharja", "PT Jasa Raharja (Persero)"]]);

/**
 * A ticket document with made-up data: the service's test document (`/tickets/service/test`), the
 * engine's self-check and the benchmark. Nothing in it refers to a real booking or a real secret.
 */
export function sampleTicketView(
  options: { template?: TicketTemplate; paper?: PaperSize; count?: number; company?: CompanyView } = {},
): TicketDocumentView {
  const template = options.template ?? "normal";
  const count = options.count ?? 1;
  return {
    kind: "tickets",
    template,
    paper: template === "normal" ? (options.paper ?? "a4") : "thermal",
    company: options.company ?? { name: "PT Contoh Penyeberangan", contact: null, logo_url: null },
    booking_code: "CONTOH00",
    booking_status_label: "Dikonfirmasi",
    tickets: Array.from({ length: count }, (_, index) => {
      const kode = `CONTOH00-P${String(index + 1).padStart(2, "0")}`;
      return {
        title: "TIKET PENUMPANG",
        kode_tiket: kode,
        qr_secret: `UJI-CETAK-${index + 1}-bukan-tiket-asli`,
        holder: "Penumpang Contoh",
        rows: [
          { label: "Kode Booking", value: "CONTOH00" },
          { label: "Kode Tiket", value: kode },
          { label: "Nama", value: "Penumpang Contoh" },
          { label: "Kategori", value: "Dewasa" },
          { label: "Rute", value: "Ketapang - Gilimanuk" },
          { label: "Kapal", value: "KMP Contoh" },
          { label: "Berangkat", value: "Senin, 23 November 2026 08.00 WIB" },
          { label: "Kelas", value: "Ekonomi" },
          ...fareRows(11_400, [SAMPLE_LEVY], SAMPLE_RECIPIENTS),
          { label: "Berlaku s.d.", value: "Senin, 23 November 2026 23.59 WIB" },
          { label: "Status", value: "Aktif" },
        ],
        status: "aktif",
        status_label: "Aktif",
      };
    }),
    terms:
      template === "thermal"
        ? []
        : [
            "1. Tiket ini adalah dokumen uji cetak dan tidak berlaku untuk perjalanan.",
            "2. Tiba di pelabuhan paling lambat 1 jam sebelum keberangkatan.",
          ],
    notice: ARRIVAL_NOTICE,
  };
}
