import { LogOut, Menu, Ship, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { DarkModeToggle } from "../../../components/ui/dark-mode-toggle";
import { UserMenu } from "./user-menu";

/** The customer area's top navigation (public specification, "Customer area"). */
export const CUSTOMER_LINKS = [
  { to: "/customer/dashboard", label: "Dashboard" },
  { to: "/customer/booking", label: "Pemesanan Tiket" },
  { to: "/customer/history", label: "Riwayat Pemesanan" },
  { to: "/customer/profile", label: "Profile" },
  { to: "/customer/change-password", label: "Ubah Password" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-navy-50 text-navy-700 dark:bg-slate-800 dark:text-sky-300" : "text-slate-700 hover:text-navy-700 dark:text-slate-300"}`;

type Props = { companyName: string; logoUrl?: string | null; userName: string; onSignOut: () => void };

export function CustomerNav({ companyName, logoUrl, userName, onSignOut }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <nav
        aria-label="Navigasi pelanggan"
        className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3"
      >
        <Link to="/" className="flex items-center gap-2 font-bold text-navy-800 dark:text-sky-300">
          {logoUrl ? (
            <img src={logoUrl} alt="" className="h-8 w-8 object-contain" />
          ) : (
            <Ship className="h-6 w-6" aria-hidden="true" />
          )}
          <span className="hidden sm:inline">{companyName}</span>
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {CUSTOMER_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <DarkModeToggle />
          <UserMenu name={userName} onSignOut={onSignOut} />
          <button
            type="button"
            className="rounded-lg p-2 lg:hidden"
            aria-label={open ? "Tutup menu" : "Buka menu"}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? (
              <X className="h-6 w-6" aria-hidden="true" />
            ) : (
              <Menu className="h-6 w-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </nav>
      {open ? (
        <div className="border-t border-slate-200 px-4 pb-4 lg:hidden dark:border-slate-800">
          {CUSTOMER_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={(state) => `block ${linkClass(state)}`}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </NavLink>
          ))}
          <p className="mt-2 border-t border-slate-200 px-3 pt-3 text-sm text-slate-500 dark:border-slate-800">
            {userName}
          </p>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-red-600 dark:text-red-400"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> Keluar
          </button>
        </div>
      ) : null}
    </header>
  );
}
