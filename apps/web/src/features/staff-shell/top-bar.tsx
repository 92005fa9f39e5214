import { type StaffUser, titleCase } from "@ferry/shared/staff-auth";
import { ChevronDown, KeyRound, LogOut, Menu, UserCircle } from "lucide-react";
import { useState } from "react";
import { DarkModeToggle } from "../../components/ui/dark-mode-toggle";
import { useDismiss } from "../../components/ui/use-dismiss";
import { NotificationBell } from "../admin/notifications/notification-bell";

/** Username, full name and title-cased user type, with 'Ubah Password' and 'Logout'. */
export function TopBar({
  user,
  onMenu,
  onChangePassword,
  onLogout,
}: {
  user: StaffUser;
  onMenu: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useDismiss<HTMLDivElement>(open, () => setOpen(false));
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
      <button type="button" className="rounded-lg p-2 lg:hidden" aria-label="Buka menu" onClick={onMenu}>
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <div className="flex-1" />
      <NotificationBell />
      <DarkModeToggle />
      <div className="relative" ref={ref}>
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <UserCircle className="h-8 w-8 text-navy-600 dark:text-sky-300" aria-hidden="true" />
          <span className="hidden text-left sm:block">
            <span className="block text-sm font-semibold" data-testid="user-name">
              {user.nama_lengkap}
            </span>
            <span className="block text-xs text-slate-500">
              {user.username} · {titleCase(user.tipe_pengguna)}
            </span>
          </span>
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </button>
        {open ? (
          <div
            role="menu"
            className="absolute right-0 z-30 mt-2 w-56 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
          >
            <div className="border-b border-slate-100 px-4 py-2 text-xs text-slate-500 sm:hidden dark:border-slate-700">
              <span className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
                {user.nama_lengkap}
              </span>
              {user.username} · {titleCase(user.tipe_pengguna)}
            </div>
            <button
              type="button"
              role="menuitem"
              onClick={choose(onChangePassword)}
              className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-700"
            >
              <KeyRound className="h-4 w-4" aria-hidden="true" /> Ubah Password
            </button>
            <button
              type="button"
              role="menuitem"
              onClick={choose(onLogout)}
              className="flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-red-600 hover:bg-slate-100 dark:hover:bg-slate-700"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" /> Logout
            </button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
