import {
  entryForPath,
  type MenuEntry,
  type MenuGroup,
  type MenuItem,
  visibleMenu,
} from "@ferry/shared/staff-menu";
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
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";

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

const entryClass = (current: boolean) =>
  `block rounded-md px-3 py-2 text-sm ${current ? "bg-navy-700 font-semibold text-white" : "text-slate-300 hover:bg-navy-800 hover:text-white"}`;

/** A menu link; only the entry the current page belongs to is highlighted (and `aria-current`). */
function EntryLink({
  entry,
  current,
  onNavigate,
  children,
}: {
  entry: MenuEntry;
  current: boolean;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      to={entry.path ?? "/"}
      aria-current={current ? "page" : undefined}
      className={entryClass(current)}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}

function Group({
  item,
  active,
  onNavigate,
}: {
  item: MenuGroup;
  active: MenuEntry | undefined;
  onNavigate: () => void;
}) {
  const holdsCurrent = active !== undefined && item.children.includes(active);
  const [open, setOpen] = useState(holdsCurrent);
  // Opens by itself when the user arrives at one of its pages; the user may close it again.
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);
  const Icon = ICONS[item.icon] ?? LayoutDashboard;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm text-slate-200 hover:bg-navy-800"
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="flex-1">{item.label}</span>
        <ChevronDown className={`h-4 w-4 transition ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      {open ? (
        <ul className="mt-1 ml-7 space-y-1 border-l border-navy-700 pl-2">
          {item.children.map((entry) => (
            <li key={entry.path}>
              <EntryLink entry={entry} current={entry === active} onNavigate={onNavigate}>
                {entry.label}
              </EntryLink>
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
  const active = entryForPath(items, pathname);
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
                <Group key={item.label} item={item} active={active} onNavigate={onClose} />
              ) : (
                <MenuLink key={item.label} item={item} current={item === active} onNavigate={onClose} />
              ),
            )}
          </ul>
        </nav>
      </aside>
    </>
  );
}

function MenuLink({
  item,
  current,
  onNavigate,
}: {
  item: MenuItem;
  current: boolean;
  onNavigate: () => void;
}) {
  const Icon = ICONS[item.icon] ?? LayoutDashboard;
  return (
    <li>
      <EntryLink entry={item} current={current} onNavigate={onNavigate}>
        <span className="flex items-center gap-3">
          <Icon className="h-4 w-4" aria-hidden="true" />
          {item.label}
        </span>
      </EntryLink>
    </li>
  );
}
