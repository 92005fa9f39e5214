import { ArrowLeft, Ship } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DarkModeToggle } from "../../../components/ui/dark-mode-toggle";
import { usePublicSettings } from "../../public/api/settings";

/** The standalone frame of the sign-in and sign-up pages: logo, company name, dark mode, back to home. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const settings = usePublicSettings();
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-8 dark:bg-slate-950">
      <div className="flex w-full max-w-lg items-center justify-between">
        <Link
          to="/"
          className="flex items-center gap-1 text-sm text-slate-600 hover:text-navy-700 dark:text-slate-300"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Kembali ke Beranda
        </Link>
        <DarkModeToggle />
      </div>
      <main className="mt-4 w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-6 flex flex-col items-center text-center">
          {settings.logo_url ? (
            <img
              src={settings.logo_url}
              alt={`Logo ${settings.company_name}`}
              className="mb-2 h-14 w-14 object-contain"
            />
          ) : (
            <Ship className="mb-2 h-12 w-12 text-navy-700 dark:text-sky-300" aria-hidden="true" />
          )}
          <p className="text-sm font-semibold text-navy-700 dark:text-sky-300">{settings.company_name}</p>
          <h1 className="mt-2 text-2xl font-bold text-slate-900 dark:text-slate-100">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
        </div>
        {children}
      </main>
    </div>
  );
}

/** 'Atau ...' between the Google button and the form. */
export function Divider({ text }: { text: string }) {
  return (
    <div className="my-5 flex items-center gap-3 text-xs text-slate-500">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      <span>{text}</span>
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}
