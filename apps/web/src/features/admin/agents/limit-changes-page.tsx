import {
  CREDIT_SUBJECT_LABELS,
  CREDIT_SUBJECTS,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
} from "@ferry/shared/agents";
import { useListParams } from "../resource-kit/list-params";
import { LimitChangesTable } from "./limit-changes-table";

const control =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800";

/** `/plafon-admin`: every credit-limit change (agents and expedition companies), approved or rejected here. */
export default function LimitChangesPage() {
  const { query, params, update } = useListParams(["status", "subject_type"]);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Plafon Admin</h1>
        <p className="text-sm text-slate-500">
          Persetujuan perubahan plafon agen dan perusahaan ekspedisi. Pengaju tidak dapat menyetujui
          pengajuannya sendiri.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <select
          aria-label="Status"
          value={params.get("status") ?? ""}
          onChange={(event) => update({ status: event.target.value })}
          className={control}
        >
          <option value="">Semua status</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REQUEST_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <select
          aria-label="Jenis plafon"
          value={params.get("subject_type") ?? ""}
          onChange={(event) => update({ subject_type: event.target.value })}
          className={control}
        >
          <option value="">Agen dan ekspedisi</option>
          {CREDIT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {CREDIT_SUBJECT_LABELS[subject]}
            </option>
          ))}
        </select>
      </div>
      <LimitChangesTable query={query} onQuery={update} />
    </div>
  );
}
