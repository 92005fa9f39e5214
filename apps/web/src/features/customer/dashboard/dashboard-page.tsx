import { isProfileComplete } from "@ferry/shared/customer-auth";
import {
  AlertTriangle,
  CalendarCheck,
  CheckCircle2,
  Clock,
  Headphones,
  KeyRound,
  type LucideIcon,
  Ticket,
  User,
  Wallet,
} from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateLong, formatRupiah } from "../../../lib/format";
import { useOnlineBooking } from "../online-booking/api/online-booking-setting";
import { displayName, useCustomerSession } from "../session/customer-session";
import { UnverifiedEmailNotice } from "../verify/unverified-email-notice";
import { AccountCard } from "./account-card";
import { useCustomerDashboard } from "./api/dashboard";
import { RecentActivity } from "./recent-activity";

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <Icon className="mb-2 h-6 w-6 text-navy-700 dark:text-sky-300" aria-hidden="true" />
      <p className="text-sm text-slate-500">{label}</p>
      <p className="text-xl font-bold" data-testid={`stat-${label}`}>
        {value}
      </p>
    </div>
  );
}

/** /customer/dashboard. */
export function CustomerDashboardPage() {
  const session = useCustomerSession();
  const dashboard = useCustomerDashboard();
  const booking = useOnlineBooking();
  const complete = session.customer ? isProfileComplete(session.customer) : false;
  const soon = !booking.enabled;
  const actions = [
    { to: "/customer/booking", label: "Pesan Tiket", icon: Ticket, soon },
    { to: "/customer/history", label: "Riwayat Pemesanan", icon: Clock, soon: false },
    { to: "/customer/profile", label: "Profile Saya", icon: User, soon: false },
    { to: "/customer/change-password", label: "Ubah Password", icon: KeyRound, soon: false },
  ];
  const data = dashboard.data;
  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-2xl font-bold">Selamat datang, {displayName(session)}!</h1>
        <p className="text-slate-600 dark:text-slate-400">{formatDateLong(new Date())}</p>
      </section>
      {!complete ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
          <div className="flex-1">
            <p className="font-semibold">Lengkapi Profile Anda</p>
            <p className="text-sm">Lengkapi nama dan nomor telepon Anda untuk dapat memesan tiket.</p>
          </div>
          <Link
            to="/customer/profile"
            className="rounded-lg bg-amber-600 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-700"
          >
            Lengkapi Sekarang
          </Link>
        </div>
      ) : null}
      {data && !data.email_terverifikasi ? <UnverifiedEmailNotice /> : null}
      {dashboard.isPending ? (
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-28" />
          ))}
        </div>
      ) : dashboard.isError || !data ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700 dark:border-red-900 dark:bg-red-950 dark:text-red-300"
        >
          <span className="flex-1">Gagal memuat ringkasan akun.</span>
          <Button variant="secondary" onClick={() => dashboard.refetch()}>
            Coba Lagi
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Stat icon={Ticket} label="Total Pemesanan" value={String(data.total_pemesanan)} />
          <Stat icon={CalendarCheck} label="Pemesanan Aktif" value={String(data.pemesanan_aktif)} />
          <Stat icon={CheckCircle2} label="Selesai" value={String(data.selesai)} />
          <Stat icon={Wallet} label="Total Pengeluaran" value={formatRupiah(data.total_pengeluaran)} />
        </div>
      )}
      <section>
        <h2 className="mb-3 font-semibold">Aksi Cepat</h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {actions.map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className="relative flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center text-sm font-medium hover:border-navy-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <action.icon className="h-6 w-6 text-navy-700 dark:text-sky-300" aria-hidden="true" />
              {action.label}
              {action.soon ? (
                <span className="absolute top-2 right-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800 dark:bg-amber-950 dark:text-amber-200">
                  Segera
                </span>
              ) : null}
            </Link>
          ))}
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {dashboard.isPending ? (
            <Skeleton className="h-40" />
          ) : (
            <RecentActivity items={data?.aktivitas ?? []} />
          )}
        </div>
        <div className="space-y-6">
          <AccountCard user={session.user} customer={session.customer} />
          <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm dark:border-slate-800 dark:bg-slate-900">
            <h2 className="mb-2 flex items-center gap-2 font-semibold">
              <Headphones className="h-5 w-5" aria-hidden="true" /> Butuh Bantuan?
            </h2>
            <p className="text-slate-600 dark:text-slate-400">
              Tim customer service kami siap membantu Anda 24/7.
            </p>
            <div className="mt-3 flex gap-4">
              <Link to="/kontak" className="font-semibold text-navy-700 hover:underline dark:text-sky-300">
                Hubungi Kami
              </Link>
              <Link to="/faq" className="font-semibold text-navy-700 hover:underline dark:text-sky-300">
                FAQ
              </Link>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
