import { Ship } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { RegisterChoiceModal } from "./register-choice-modal";
import { SiteHeader } from "./site-header";

const LINKS = [
  { to: "/", label: "Beranda" },
  { to: "/info", label: "Info Jadwal" },
  { to: "/cek-booking", label: "Cek Booking" },
  { to: "/syarat", label: "Syarat Ketentuan" },
  { to: "/faq", label: "FAQ" },
  { to: "/kontak", label: "Kontak Kami" },
];

export function PublicNav({ companyName }: { companyName: string }) {
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <SiteHeader
        label="Navigasi utama"
        brand={
          <>
            <Ship className="h-6 w-6" aria-hidden="true" />
            <span className="hidden sm:inline">{companyName}</span>
          </>
        }
        links={LINKS}
        actions={
          <>
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
          </>
        }
        mobileFooter={() => (
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
        )}
      />
      <RegisterChoiceModal open={choosing} onClose={() => setChoosing(false)} />
    </>
  );
}
