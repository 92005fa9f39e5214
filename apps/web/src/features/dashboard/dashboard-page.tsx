import { titleCase } from "@ferry/shared/staff-auth";
import { visibleMenu } from "@ferry/shared/staff-menu";
import { Link } from "react-router";
import { formatDateLong } from "../../lib/format";
import { useSession } from "../session/session-context";
import { SummaryCards } from "./summary-cards";
import { TodaySailings } from "./today-sailings";

/** The staff landing page: a greeting, today's sailings with remaining quota, and the user's modules. */
export default function DashboardPage() {
  const session = useSession();
  const user = session.user;
  if (!user) return null;
  // A page reachable from two menus (e.g. the agents' top-ups for agents and for finance) is one module.
  const entries = visibleMenu(session.permissions).flatMap((item) => item.children ?? []);
  const modules = entries.filter(
    (entry, index) => entries.findIndex((other) => other.path === entry.path) === index,
  );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Selamat datang, {user.nama_lengkap}</h1>
        <p className="text-slate-500">
          {titleCase(user.tipe_pengguna)} · {formatDateLong(new Date())}
        </p>
      </div>
      <TodaySailings />
      <SummaryCards />
      <section aria-labelledby="modules-title">
        <h2 id="modules-title" className="mb-3 text-lg font-semibold">
          Modul Anda
        </h2>
        {modules.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-500">
            Belum ada modul yang dapat Anda buka. Hubungi administrator untuk hak akses.
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {modules.map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path ?? "/"}
                  className="block rounded-lg border border-slate-200 bg-white p-4 font-medium hover:border-navy-500 hover:shadow dark:border-slate-700 dark:bg-slate-900"
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
