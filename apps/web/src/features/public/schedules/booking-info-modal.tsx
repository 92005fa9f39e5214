import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { formatRupiah } from "../../../lib/format";
import type { Seat } from "./api/schedules";

/** Orders are not made on this page: the counter, the mobile app, or customer service. */
export function BookingInfoModal({ seat, onClose }: { seat: Seat | null; onClose: () => void }) {
  if (!seat) return null;
  const cargo = seat.cargo_type;
  return (
    <Modal
      open
      title="Informasi Pemesanan"
      onClose={onClose}
      footer={<Button onClick={onClose}>Tutup</Button>}
    >
      <div className="mb-4 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
        <p className="font-semibold">{cargo?.nama}</p>
        {cargo?.golongan ? <p className="text-sm">Golongan {cargo.golongan}</p> : null}
        <p className="text-lg font-bold text-navy-700 dark:text-sky-300">{formatRupiah(seat.harga)}</p>
      </div>
      <ul className="list-disc space-y-2 pl-5">
        <li>Pemesanan tiket dilakukan di loket penjualan kantor kami di pelabuhan.</li>
        <li>Anda juga dapat memesan melalui aplikasi mobile kami yang tersedia di app store.</li>
        <li>Butuh bantuan? Hubungi customer service kami melalui halaman Kontak Kami.</li>
      </ul>
    </Modal>
  );
}
