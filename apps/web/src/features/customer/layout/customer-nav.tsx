import { LogOut, Ship } from "lucide-react";
import { SiteHeader } from "../../public/layout/site-header";
import { UserMenu } from "./user-menu";

/** The customer area's top navigation (public specification, "Customer area"). */
export const CUSTOMER_LINKS = [
  { to: "/customer/dashboard", label: "Dashboard" },
  { to: "/customer/booking", label: "Pemesanan Tiket" },
  { to: "/customer/history", label: "Riwayat Pemesanan" },
  { to: "/customer/profile", label: "Profile" },
  { to: "/customer/change-password", label: "Ubah Password" },
];

type Props = { companyName: string; logoUrl?: string | null; userName: string; onSignOut: () => void };

export function CustomerNav({ companyName, logoUrl, userName, onSignOut }: Props) {
  return (
    <SiteHeader
      label="Navigasi pelanggan"
      brand={
        <>
          {logoUrl ? (
            <img src={logoUrl} alt="" className="h-8 w-8 object-contain" />
          ) : (
            <Ship className="h-6 w-6" aria-hidden="true" />
          )}
          <span className="hidden sm:inline">{companyName}</span>
        </>
      }
      links={CUSTOMER_LINKS}
      actions={<UserMenu name={userName} onSignOut={onSignOut} />}
      mobileFooter={(close) => (
        <>
          <p className="mt-2 border-t border-slate-200 px-3 pt-3 text-sm text-slate-500 dark:border-slate-800">
            {userName}
          </p>
          <button
            type="button"
            onClick={() => {
              close();
              onSignOut();
            }}
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-red-600 dark:text-red-400"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> Keluar
          </button>
        </>
      )}
    />
  );
}
