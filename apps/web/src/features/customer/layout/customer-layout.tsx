import { Link, Outlet, useNavigate } from "react-router";
import { usePublicSettings } from "../../public/api/settings";
import { RequireCustomer } from "../session/customer-guard";
import { displayName, useCustomerSession } from "../session/customer-session";
import { CustomerSessionWarning } from "../session/customer-session-warning";
import { CustomerNav } from "./customer-nav";

const FOOTER_LINKS = [
  { to: "/", label: "Beranda" },
  { to: "/syarat", label: "Syarat & Ketentuan" },
  { to: "/kontak", label: "Kontak" },
];

/**
 * The customer area's layout, for signed-in customers only: top navigation, dark mode, user menu
 * (Profile Saya, Ubah Password, Keluar), mobile menu, the session warning and a footer with links.
 */
export function CustomerLayout() {
  return (
    <RequireCustomer>
      <CustomerShell />
    </RequireCustomer>
  );
}

function CustomerShell() {
  const settings = usePublicSettings();
  const session = useCustomerSession();
  const navigate = useNavigate();
  const signOut = async () => {
    await session.signOut();
    navigate("/customers/login", { replace: true });
  };
  return (
    <div className="flex min-h-screen flex-col">
      <CustomerNav
        companyName={settings.company_name}
        logoUrl={settings.logo_url}
        userName={displayName(session)}
        onSignOut={signOut}
      />
      <CustomerSessionWarning />
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
    </div>
  );
}
