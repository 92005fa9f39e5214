import { ACTION_LABELS, actionLabel, SUBJECT_LABELS } from "@ferry/shared/labels";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
import { controlClass } from "../../../components/form/control-class";
import { SelectField } from "../../../components/form/select-field";
import { Button } from "../../../components/ui/button";
import { totalLabel } from "../../../components/ui/pagination";
import { DEFAULT_ZONE } from "../../../lib/format";
import { ActivityDetails } from "./activity-details";
import { activityLogCsv, activityLogQuery } from "./api/activity-log";

const FILTERS = ["search", "module", "action", "from", "to", "page"] as const;
const byLabel = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, "id"));
const SUBJECT_CHOICES = byLabel(SUBJECT_LABELS);
const ACTION_CHOICES = byLabel(ACTION_LABELS);

/** `/log-pengguna`: the activity log with filters in the URL, expandable rows and CSV export. */
export default function ActivityLogPage() {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? undefined]));
  const logs = useQuery(activityLogQuery(query));
  const [open, setOpen] = useState<number | null>(null);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== "page") next.delete("page");
    setParams(next, { replace: true });
  };
  const exportCsv = async () => {
    try {
      const blob = await activityLogCsv(query);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `log-aktivitas-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Gagal mengekspor log");
    }
  };
  const meta = logs.data?.meta;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Log Pengguna</h1>
        <Button variant="secondary" onClick={() => void exportCsv()}>
          Ekspor CSV
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <input
          type="search"
          aria-label="Cari"
          placeholder="Cari deskripsi atau pengguna"
          defaultValue={params.get("search") ?? ""}
          onChange={(event) => set("search", event.target.value)}
          className={`${controlClass} min-w-56 flex-1`}
        />
        <SelectField
          label="Data"
          placeholder="Semua data"
          choices={SUBJECT_CHOICES}
          value={params.get("module") ?? ""}
          onChange={(event) => set("module", event.target.value)}
        />
        <SelectField
          label="Aksi"
          placeholder="Semua aksi"
          choices={ACTION_CHOICES}
          value={params.get("action") ?? ""}
          onChange={(event) => set("action", event.target.value)}
        />
        <input
          type="date"
          aria-label="Dari tanggal"
          value={params.get("from") ?? ""}
          onChange={(event) => set("from", event.target.value)}
          className={controlClass}
        />
        <input
          type="date"
          aria-label="Sampai tanggal"
          value={params.get("to") ?? ""}
          onChange={(event) => set("to", event.target.value)}
          className={controlClass}
        />
      </div>
      {logs.isLoading ? (
        <p className="text-slate-500">Memuat log...</p>
      ) : logs.error ? (
        <p role="alert" className="text-red-600">
          Gagal memuat log aktivitas.{" "}
          <button type="button" className="underline" onClick={() => void logs.refetch()}>
            Coba Lagi
          </button>
        </p>
      ) : logs.data?.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">
          Tidak ada aktivitas yang cocok.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50 text-left text-xs text-slate-500 uppercase dark:bg-slate-800">
              <tr>
                <th className="px-3 py-2">Waktu</th>
                <th className="px-3 py-2">Pengguna</th>
                <th className="px-3 py-2">Aksi</th>
                <th className="px-3 py-2">Deskripsi</th>
                <th className="px-3 py-2">Alamat</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {logs.data?.data.map((row) => (
                <Fragment key={row.id}>
                  <tr
                    tabIndex={0}
                    aria-expanded={open === row.id}
                    className="cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800"
                    onClick={() => setOpen(open === row.id ? null : row.id)}
                    onKeyDown={(event) => event.key === "Enter" && setOpen(open === row.id ? null : row.id)}
                  >
                    <td className="px-3 py-2 whitespace-nowrap">
                      {formatZonedDateTime(row.created_at, DEFAULT_ZONE)}
                    </td>
                    <td className="px-3 py-2">{row.username ?? "-"}</td>
                    <td className="px-3 py-2">{actionLabel(row.action)}</td>
                    <td className="px-3 py-2">{row.description}</td>
                    <td className="px-3 py-2">{row.ip ?? "-"}</td>
                  </tr>
                  {open === row.id ? (
                    <tr>
                      <td colSpan={5} className="bg-slate-50 px-3 py-2 dark:bg-slate-800">
                        <ActivityDetails row={row} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {meta ? (
        <nav aria-label="Halaman" className="flex items-center justify-between text-sm">
          <span className="text-slate-500">
            {totalLabel(meta)} aktivitas · halaman {meta.current_page} dari {meta.last_page}
          </span>
          <span className="flex gap-2">
            <Button
              variant="secondary"
              disabled={meta.current_page <= 1}
              onClick={() => set("page", String(meta.current_page - 1))}
            >
              Sebelumnya
            </Button>
            <Button
              variant="secondary"
              disabled={meta.current_page >= meta.last_page}
              onClick={() => set("page", String(meta.current_page + 1))}
            >
              Berikutnya
            </Button>
          </span>
        </nav>
      ) : null}
    </div>
  );
}
