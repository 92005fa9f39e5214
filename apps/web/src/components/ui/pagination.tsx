import type { PageMeta } from "@ferry/shared/api-errors";
import { ChevronLeft, ChevronRight } from "lucide-react";

type Props = {
  meta: Pick<PageMeta, "current_page" | "last_page" | "total" | "total_estimasi">;
  onPage: (page: number) => void;
};

/** A list's total as staff read it: `41`, or `sekitar 1.250.000` when the server estimated it. */
export function totalLabel(meta: Pick<PageMeta, "total" | "total_estimasi">): string {
  return meta.total_estimasi ? `sekitar ${meta.total.toLocaleString("id-ID")}` : String(meta.total);
}

/** "N data · halaman X dari Y" (or "sekitar N data …") with previous and next buttons, under a list. */
export function Pagination({ meta, onPage }: Props) {
  return (
    <nav
      aria-label="Halaman"
      className="flex items-center justify-between border-t border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
    >
      <span className="text-slate-500">
        {totalLabel(meta)} data · halaman {meta.current_page} dari {meta.last_page}
      </span>
      <span className="flex gap-1">
        <button
          type="button"
          aria-label="Halaman sebelumnya"
          disabled={meta.current_page <= 1}
          onClick={() => onPage(meta.current_page - 1)}
          className="rounded p-1 disabled:opacity-40"
        >
          <ChevronLeft className="h-4 w-4" />
        </button>
        <button
          type="button"
          aria-label="Halaman berikutnya"
          disabled={meta.current_page >= meta.last_page}
          onClick={() => onPage(meta.current_page + 1)}
          className="rounded p-1 disabled:opacity-40"
        >
          <ChevronRight className="h-4 w-4" />
        </button>
      </span>
    </nav>
  );
}
