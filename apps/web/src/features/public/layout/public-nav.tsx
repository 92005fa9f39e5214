import { Menu, Ship, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { DarkModeToggle } from "../../../components/ui/dark-mode-toggle";
import { RegisterChoiceModal } from "./register-choice-modal";

const LINKS = [
  { to: "/", label: "Beranda" },
  { to: "/info", label: "Info Jadwal" },
  { to: "/cek-booking", label: "Cek Booking" },
  { to: "/syarat", label: "Syarat Ketentuan" },
  { to: "/faq", label: "FAQ" },
  { to: "/kontak", label: "Kontak Kami" },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-navy-50 text-navy-700 dark:bg-slate-800 dark:text-sky-300" : "text-slate-700 hover:text-navy-700 dark:text-slate-300"}`;

export function PublicNav({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <nav
        aria-label="Navigasi utama"
        className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3"
      >
        <Link to="/" className="flex items-center gap-2 font-bold text-navy-800 dark:text-sky-300">
          <Ship className="h-6 w-6" aria-hidden="true" />
          <span className="hidden sm:inline">{companyName}</span>
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <DarkModeToggle />
          <Link
            to="/customers/login"
            className="hidden rounded-lg px-3 py-2 text-sm font-medium text-navy-700 hover:bg-navy-50 sm:inline dark:text-sky-300 dark:hover:bg-slate-800"
          >
            Login
          </Link>
          <button
            type="button"
            onClick={() => setChoosing(true)}
            className="hidden rounded-lg bg-navy-700 px-3 py-2 text-sm font-medium text-white hover:bg-navy-800 sm:inline"
          >
            Daftar
          </button>
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
          {LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === "/"}
              className={(state) => `block ${linkClass(state)}`}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </NavLink>
          ))}
          <div className="mt-3 flex gap-2">
            <Link
              to="/customers/login"
              className="flex-1 rounded-lg border border-navy-700 px-3 py-2 text-center text-sm font-medium text-navy-700 dark:text-sky-300"
            >
              Login
            </Link>
            <button
              type="button"
              onClick={() => setChoosing(true)}
              className="flex-1 rounded-lg bg-navy-700 px-3 py-2 text-sm font-medium text-white"
            >
              Daftar
            </button>
          </div>
        </div>
      ) : null}
      <RegisterChoiceModal open={choosing} onClose={() => setChoosing(false)} />
    </header>
  );
}
