import { CREDIT_SUBJECT_LABELS, CREDIT_SUBJECTS } from "@ferry/shared/agents";
import { useListParams } from "../resource-kit/list-params";
import { LimitChangesTable } from "./limit-changes-table";
import { ChoiceFilter, RequestStatusFilter } from "./list-filters";

/** `/plafon-admin`: every credit-limit change (agents and expedition companies), approved or rejected here. */
export default function LimitChangesPage() {
  const { query, params, update, tableControls } = useListParams(["status", "subject_type"]);
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
        <RequestStatusFilter
          value={params.get("status") ?? ""}
          onChange={(value) => update({ status: value })}
        />
        <ChoiceFilter
          label="Jenis plafon"
          allLabel="Agen dan ekspedisi"
          choices={CREDIT_SUBJECTS}
          labels={CREDIT_SUBJECT_LABELS}
          value={params.get("subject_type") ?? ""}
          onChange={(value) => update({ subject_type: value })}
        />
      </div>
      <LimitChangesTable query={query} controls={tableControls} />
    </div>
  );
}
