import { ShieldAlert } from "lucide-react";
import { BackLink } from "./back-link";

/** 403: a signed-in user opened a page their permissions do not cover. */
export function UnauthorizedPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <ShieldAlert className="mb-4 h-14 w-14 text-red-500" aria-hidden="true" />
      <p className="mb-1 text-sm font-semibold tracking-widest text-red-600">403</p>
      <h1 className="mb-3 text-2xl font-bold">Akses dibatasi</h1>
      <p className="mb-6 text-slate-600 dark:text-slate-400">Akses terbatas pada halaman ini !</p>
      <BackLink />
    </section>
  );
}
