import type { CompanySettings } from "@ferry/shared/company";
import { COMPANY_INFO_CATEGORIES } from "@ferry/shared/company";
import { Link } from "react-router";

/** The company card, links to the other categories and the address card. */
export function CompanySidebar({ settings, current }: { settings: CompanySettings; current: string }) {
  return (
    <aside className="space-y-4">
      <section className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        {settings.logo_url ? <img src={settings.logo_url} alt="" className="mb-2 h-12" /> : null}
        <p className="font-semibold">{settings.company_name}</p>
        {settings.email ? <p className="text-sm">{settings.email}</p> : null}
        {settings.phone ? <p className="text-sm">{settings.phone}</p> : null}
        {settings.website ? (
          <a
            href={settings.website}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-navy-600 hover:underline dark:text-sky-300"
          >
            {settings.website}
          </a>
        ) : null}
      </section>
      <nav
        aria-label="Informasi perusahaan"
        className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <ul className="space-y-1 text-sm">
          {Object.entries(COMPANY_INFO_CATEGORIES).map(([category, title]) => (
            <li key={category}>
              <Link
                to={`/tentang?category=${category}`}
                aria-current={category === current ? "page" : undefined}
                className={
                  category === current
                    ? "font-semibold text-navy-700 dark:text-sky-300"
                    : "hover:text-navy-700"
                }
              >
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {settings.address ? (
        <section className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
          <p className="mb-1 font-semibold">Alamat</p>
          <address className="not-italic">{settings.address}</address>
        </section>
      ) : null}
    </aside>
  );
}
