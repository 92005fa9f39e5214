import { type MenuGroup, type MenuItem, visibleMenu } from "@ferry/shared/staff-menu";
import {
  Briefcase,
  Building2,
  ChevronDown,
  ClipboardCheck,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  Route,
  Ship,
  Ticket,
  Users,
  Wallet,
} from "lucide-react";
import { useState } from "react";
import { NavLink, useLocation } from "react-router";

const ICONS: Record<string, LucideIcon> = {
  "layout-dashboard": LayoutDashboard,
  ship: Ship,
  route: Route,
  ticket: Ticket,
  briefcase: Briefcase,
  "clipboard-check": ClipboardCheck,
  users: Users,
  wallet: Wallet,
  newspaper: Newspaper,
  building: Building2,
};

const entryClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm ${isActive ? "bg-navy-700 font-semibold text-white" : "text-slate-300 hover:bg-navy-800 hover:text-white"}`;

function Group({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuGroup;
  pathname: string;
  onNavigate: () => void;
}) {
  const holdsCurrent = item.children.some((entry) => entry.path && pathname.startsWith(entry.path));
  const [open, setOpen] = useState(holdsCurrent);
  const Icon = ICONS[item.icon] ?? LayoutDashboard;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open || holdsCurrent}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-200 hover:bg-navy-800"
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="flex-1">{item.label}</span>
        <ChevronDown
          className={`h-4 w-4 transition ${open || holdsCurrent ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      {open || holdsCurrent ? (
        <ul className="mt-1 ml-7 space-y-1 border-l border-navy-700 pl-2">
          {item.children.map((entry) => (
            <li key={entry.path}>
              <NavLink to={entry.path ?? "/"} className={entryClass} onClick={onNavigate}>
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The back-office menu filtered by the user's permissions; on phones it slides in. */
export function Sidebar({
  permissions,
  open,
  onClose,
}: {
  permissions: ReadonlySet<string>;
  open: boolean;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  const items = visibleMenu(permissions);
  return (
    <>
      {open ? (
        <div className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden" aria-hidden="true" onClick={onClose} />
      ) : null}
      <aside
        className={`fixed inset-y-0 left-0 z-40 w-64 transform overflow-y-auto bg-navy-900 p-4 transition-transform lg:static lg:translate-x-0 ${open ? "translate-x-0" : "-translate-x-full"}`}
        aria-label="Menu back-office"
      >
        <div className="mb-6 flex items-center gap-2 px-2 text-lg font-bold text-white">
          <Ship className="h-6 w-6 text-sky-300" aria-hidden="true" /> Back-office
        </div>
        <nav>
          <ul className="space-y-1">
            {items.map((item) =>
              item.children ? (
                <Group key={item.label} item={item} pathname={pathname} onNavigate={onClose} />
              ) : (
                <MenuLink key={item.label} item={item} onNavigate={onClose} />
              ),
            )}
          </ul>
        </nav>
      </aside>
    </>
  );
}

function MenuLink({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const Icon = ICONS[item.icon] ?? LayoutDashboard;
  return (
    <li>
      <NavLink
        to={item.path ?? "/"}
        className={(state) => `flex items-center gap-3 ${entryClass(state)}`}
        onClick={onNavigate}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        {item.label}
      </NavLink>
    </li>
  );
}
