import type { SettingsSectionState } from "@ferry/shared/system-settings";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { useSettingsOverview } from "./api/settings";
import { SECTIONS } from "./sections";
import { SettingsSectionForm } from "./settings-section-form";
import { VehicleClassSettings } from "./vehicle-class-settings";

function lastChange(state: SettingsSectionState<unknown>) {
  if (!state.updated_at) return "Belum pernah diubah: nilai bawaan berlaku.";
  const by = state.updated_by ? ` oleh ${state.updated_by}` : "";
  return `Terakhir diubah ${formatDateTime(state.updated_at)}${by}.`;
}

/** /management 'Pengaturan Sistem': every section of the system settings, each its own form. */
export default function SystemSettingsPage() {
  const session = useSession();
  const overview = useSettingsOverview();
  const canEdit = session.can("edit pengaturan");
  return (
    <div className="max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Pengaturan Sistem</h1>
        <p className="text-sm text-slate-500">
          Aturan penjualan, sesi & login, refund, dan booking online. Setiap perubahan tercatat di log
          aktivitas.
        </p>
      </div>
      {overview.isLoading ? (
        <p className="text-slate-500">Memuat pengaturan...</p>
      ) : overview.error || !overview.data ? (
        <p role="alert" className="text-red-600">
          {overview.error?.message || "Gagal memuat pengaturan"}{" "}
          <button type="button" className="underline" onClick={() => void overview.refetch()}>
            Coba Lagi
          </button>
        </p>
      ) : (
        SECTIONS.map((section) => {
          const state = overview.data[section.key];
          return (
            <section
              key={section.key}
              aria-labelledby={`pengaturan-${section.key}`}
              className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
            >
              <div>
                <h2 id={`pengaturan-${section.key}`} className="text-lg font-semibold">
                  {section.title}
                </h2>
                <p className="text-sm text-slate-500">{section.description}</p>
                <p className="text-xs text-slate-400">{lastChange(state)}</p>
              </div>
              <SettingsSectionForm section={section} state={state} canEdit={canEdit} />
            </section>
          );
        })
      )}
      {canEdit ? <VehicleClassSettings /> : null}
    </div>
  );
}
