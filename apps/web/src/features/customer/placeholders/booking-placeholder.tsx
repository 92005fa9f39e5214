import { isProfileComplete } from "@ferry/shared/customer-auth";
import { Construction, UserCog } from "lucide-react";
import { Link } from "react-router";
import { useCustomerSession } from "../session/customer-session";

const PLANNED = [
  "Pencarian jadwal berdasarkan rute dan tanggal",
  "Pilihan jenis tiket: penumpang atau kendaraan",
  "Informasi harga dan ketersediaan kursi",
  "Pembayaran online",
  "E-tiket yang dapat diunduh",
];

const linkClass = "font-semibold text-navy-700 hover:underline dark:text-sky-300";

/** /customer/booking while online booking is off: complete the profile first, else 'under development'. */
export function CustomerBookingPlaceholder() {
  const session = useCustomerSession();
  if (!session.customer || !isProfileComplete(session.customer)) {
    return (
      <section className="mx-auto max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-6 text-center dark:border-amber-800 dark:bg-amber-950">
        <UserCog className="mx-auto mb-3 h-12 w-12 text-amber-600" aria-hidden="true" />
        <h1 className="text-xl font-bold">Lengkapi Profile Anda</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Sebelum memesan tiket, lengkapi nama lengkap dan nomor telepon Anda di halaman profile.
        </p>
        <Link
          to="/customer/profile"
          className="mt-4 inline-block rounded-lg bg-navy-700 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          Lengkapi Profile
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <Construction className="mb-3 h-12 w-12 text-amber-500" aria-hidden="true" />
      <h1 className="text-xl font-bold">Pemesanan Tiket Online Sedang Dalam Pengembangan</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Fitur yang sedang kami siapkan:</p>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {PLANNED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        Sementara ini, pemesanan dapat dilakukan di loket penjualan atau melalui customer service kami. Lihat{" "}
        <Link to="/kontak" className={linkClass}>
          Kontak Kami
        </Link>{" "}
        atau cek{" "}
        <Link to="/info" className={linkClass}>
          Info Jadwal
        </Link>
        .
      </p>
    </section>
  );
}
