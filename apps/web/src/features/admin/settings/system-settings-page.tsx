import { useSession } from "../../session/session-context";
import { useSalesSettings } from "./api";
import { SalesSettingsForm } from "./sales-settings-form";

/** /management: the operator's system settings; for now the sales rules ('Penjualan'). */
export default function SystemSettingsPage() {
  const session = useSession();
  const settings = useSalesSettings();
  return (
    <div className="max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Pengaturan Sistem</h1>
        <p className="text-sm text-slate-500">Aturan yang berlaku untuk semua kanal penjualan.</p>
      </div>
      <section
        aria-labelledby="pengaturan-penjualan"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="pengaturan-penjualan" className="text-lg font-semibold">
          Penjualan
        </h2>
        {settings.isLoading ? (
          <p className="text-slate-500">Memuat pengaturan...</p>
        ) : settings.error || !settings.data ? (
          <p role="alert" className="text-red-600">
            {settings.error?.message || "Gagal memuat pengaturan penjualan"}{" "}
            <button type="button" className="underline" onClick={() => void settings.refetch()}>
              Coba Lagi
            </button>
          </p>
        ) : (
          <SalesSettingsForm values={settings.data} canEdit={session.can("edit pengaturan")} />
        )}
      </section>
    </div>
  );
}
