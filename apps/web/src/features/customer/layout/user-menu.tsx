import { ChevronDown, KeyRound, LogOut, User } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useDismiss } from "../../../components/ui/use-dismiss";

/** The signed-in customer's menu: Profile Saya, Ubah Password, Keluar. */
export function UserMenu({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const box = useDismiss<HTMLDivElement>(open, () => setOpen(false));
  const item =
    "flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";
  return (
    <div ref={box} className="relative hidden lg:block">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <User className="h-4 w-4" aria-hidden="true" />
        <span className="max-w-40 truncate">{name}</span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 mt-2 w-52 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <Link role="menuitem" to="/customer/profile" className={item} onClick={() => setOpen(false)}>
            <User className="h-4 w-4" aria-hidden="true" /> Profile Saya
          </Link>
          <Link
            role="menuitem"
            to="/customer/change-password"
            className={item}
            onClick={() => setOpen(false)}
          >
            <KeyRound className="h-4 w-4" aria-hidden="true" /> Ubah Password
          </Link>
          <button
            role="menuitem"
            type="button"
            className={`${item} text-red-600 dark:text-red-400`}
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> Keluar
          </button>
        </div>
      ) : null}
    </div>
  );
}
