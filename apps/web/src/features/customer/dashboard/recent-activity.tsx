import type { CustomerDashboard } from "@ferry/shared/customer-auth";
import { Activity, Ticket, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format";

/** The recent-activity list from /customer/dashboard. */
export function RecentActivity({ items }: { items: CustomerDashboard["aktivitas"] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-3 flex items-center gap-2 font-semibold">
        <Activity className="h-5 w-5" aria-hidden="true" /> Aktivitas Terbaru
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada aktivitas.</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => {
            const Icon = item.jenis === "booking" ? Ticket : UserPlus;
            return (
              <li
                key={`${item.jenis}-${item.booking_code ?? ""}-${item.waktu}`}
                className="flex gap-3 py-3 text-sm"
              >
                <Icon
                  className="mt-0.5 h-5 w-5 shrink-0 text-navy-700 dark:text-sky-300"
                  aria-hidden="true"
                />
                <div className="flex-1">
                  <p className="font-medium">
                    {item.booking_code ? (
                      <Link
                        to={`/customer/history?code=${item.booking_code}`}
                        className="text-navy-700 hover:underline dark:text-sky-300"
                      >
                        {item.judul}
                      </Link>
                    ) : (
                      item.judul
                    )}
                  </p>
                  <p className="text-slate-600 dark:text-slate-400">{item.keterangan}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    <time dateTime={item.waktu}>{formatDateTime(item.waktu)}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
