import { Menu, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, NavLink } from "react-router";
import { DarkModeToggle } from "../../../components/ui/dark-mode-toggle";

export type NavItem = { to: string; label: string };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-navy-50 text-navy-700 dark:bg-slate-800 dark:text-sky-300" : "text-slate-700 hover:text-navy-700 dark:text-slate-300"}`;

/**
 * The sticky top bar of the public site and the customer area: the brand (a link home), the links
 * (inline on large screens, a drop-down under the menu button on small ones), the dark-mode toggle and
 * the area's own actions. `mobileFooter` ends the small-screen menu; it gets the function that closes it.
 */
export function SiteHeader({
  label,
  brand,
  links,
  actions,
  mobileFooter,
}: {
  label: string;
  brand: ReactNode;
  links: NavItem[];
  actions: ReactNode;
  mobileFooter: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <nav aria-label={label} className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-bold text-navy-800 dark:text-sky-300">
          {brand}
        </Link>
        <div className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === "/"} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <DarkModeToggle />
          {actions}
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
          {links.map((link) => (
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
          {mobileFooter(() => setOpen(false))}
        </div>
      ) : null}
    </header>
  );
}
