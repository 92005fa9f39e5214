import { Link, Outlet } from "react-router";
import { PublicToaster } from "../../../components/ui/toasters";
import { usePublicSettings } from "../../public/settings-api";
import { CustomerNav } from "./customer-nav";

const FOOTER_LINKS = [
  { to: "/", label: "Beranda" },
  { to: "/syarat", label: "Syarat & Ketentuan" },
  { to: "/kontak", label: "Kontak" },
];

/**
 * The customer area's layout: top navigation, dark mode, mobile menu and a footer with links. The
 * customer sign-in issue adds the guard (customers only) and the user menu (Profile Saya, Ubah Password,
 * Keluar).
 */
export function CustomerLayout() {
  const settings = usePublicSettings();
  return (
    <div className="flex min-h-screen flex-col">
      <CustomerNav companyName={settings.company_name} />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-4 sm:flex-row">
          <span data-testid="footer-copyright">
            © {new Date().getFullYear()} {settings.company_name}
          </span>
          <nav aria-label="Tautan bawah">
            <ul className="flex gap-4">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-navy-700 dark:hover:text-sky-300">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </footer>
      <PublicToaster />
    </div>
  );
}
