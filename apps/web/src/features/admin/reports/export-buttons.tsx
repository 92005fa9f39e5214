import type { ExportFormat } from "@ferry/shared/reports";
import { useState } from "react";
import toast from "react-hot-toast";
import { downloadExport, type Params } from "./api/reports";

const BUTTONS: { format: ExportFormat; label: string }[] = [
  { format: "csv", label: "CSV" },
  { format: "xlsx", label: "Excel" },
  { format: "pdf", label: "PDF" },
];

/** CSV / Excel / PDF buttons of a report; the file is named after the report and its period. */
export function ExportButtons({ path, params, name }: { path: string; params: Params; name: string }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadExport(path, params, format, name);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Gagal mengekspor laporan");
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex gap-2">
      {BUTTONS.map((button) => (
        <button
          key={button.format}
          type="button"
          disabled={busy !== null}
          onClick={() => void run(button.format)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {busy === button.format ? "Mengekspor..." : `Ekspor ${button.label}`}
        </button>
      ))}
    </div>
  );
}
