import { Construction } from "lucide-react";
import { BackLink } from "./back-link";

/** Unknown paths and pages not built yet: the specification's "still under development" page. */
export function DevelopmentPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Construction className="mb-4 h-14 w-14 text-amber-500" aria-hidden="true" />
      <h1 className="mb-3 text-2xl font-bold">Fitur Sedang Dalam Pengembangan</h1>
      <p className="mb-6 text-slate-600 dark:text-slate-400">
        Halaman atau fitur yang Anda cari sedang dalam tahap pengembangan. Silakan kembali lagi nanti.
      </p>
      <BackLink />
    </section>
  );
}
