import type { PublicSettings } from "@ferry/shared/settings";
import { Link } from "react-router";

const QUICK_LINKS = [
  { to: "/", label: "Beranda" },
  { to: "/info", label: "Info Jadwal" },
  { to: "/cek-booking", label: "Cek Booking" },
  // The path alone would give the contact category (spec: otherwise kontak): name the category.
  { to: "/tentang?category=tentang", label: "Tentang" },
  { to: "/syarat", label: "Syarat Ketentuan" },
  { to: "/kontak", label: "Hubungi Kami" },
];

export const APP_VERSION = "1.0.0";

/** The company's address, phone and e-mail from public settings, the ones that are set. */
function contactLines(settings: PublicSettings): string[] {
  const lines = [settings.address, settings.phone ? `Telp. ${settings.phone}` : "", settings.email];
  return lines.filter((line): line is string => Boolean(line));
}

/**
 * Company details from public settings, quick links, the current year and a hidden version label; the
 * back-office's `compact` footer shows the company details on one line instead of the three columns.
 */
export function SiteFooter({ settings, compact = false }: { settings: PublicSettings; compact?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
      {compact ? (
        <address
          className="flex flex-wrap justify-center gap-x-4 gap-y-1 px-4 pt-4 text-center not-italic"
          data-testid="footer-company-details"
        >
          <span className="font-semibold text-slate-900 dark:text-slate-100">{settings.company_name}</span>
          {contactLines(settings).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : (
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-3">
          <div>
            {settings.logo_url ? <img src={settings.logo_url} alt="" className="mb-3 h-10" /> : null}
            <p className="font-semibold text-slate-900 dark:text-slate-100" data-testid="footer-company-name">
              {settings.company_name}
            </p>
            {settings.description ? <p className="mt-2">{settings.description}</p> : null}
          </div>
          <nav aria-label="Tautan cepat">
            <p className="mb-2 font-semibold text-slate-900 dark:text-slate-100">Tautan Cepat</p>
            <ul className="grid grid-cols-2 gap-1">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-navy-700 dark:hover:text-sky-300">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <address className="not-italic">
            <p className="mb-2 font-semibold text-slate-900 dark:text-slate-100">Kontak</p>
            {contactLines(settings).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </address>
        </div>
      )}
      <div className="border-t border-slate-200 px-4 py-4 text-center dark:border-slate-800">
        <span data-testid="footer-copyright">
          © {year} {settings.company_name}. Hak cipta dilindungi.
        </span>
        <span hidden data-testid="app-version">
          v{APP_VERSION}
        </span>
      </div>
    </footer>
  );
}
