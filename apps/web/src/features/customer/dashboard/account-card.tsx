import type { CustomerProfile, CustomerUser } from "@ferry/shared/customer-auth";

const EMPTY = "Belum diisi";

/** The account info card: name, e-mail, phone and status ('Aktif' green, anything else red). */
export function AccountCard({
  user,
  customer,
}: {
  user: CustomerUser | null;
  customer: CustomerProfile | null;
}) {
  const active = user?.status === "Aktif";
  const rows = [
    ["Nama", customer?.nama_lengkap || user?.nama_lengkap],
    ["Email", customer?.email || user?.email],
    ["Telepon", customer?.nomor_telepon],
  ] as const;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-3 font-semibold">Informasi Akun</h2>
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-500">{label}</dt>
            <dd className={`text-right ${value ? "" : "text-slate-400 italic"}`}>{value || EMPTY}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500">Status Akun</dt>
          <dd>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? "bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300" : "bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300"}`}
            >
              {user?.status || EMPTY}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
