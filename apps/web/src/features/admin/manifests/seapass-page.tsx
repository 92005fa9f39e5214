import { seapassSettingsInputSchema } from "@ferry/shared/manifests";
import { type FormEvent, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { formatDateTime } from "../../../lib/format";
import { userCan } from "../../session/permission-check";
import { useSession } from "../../session/session-context";
import { useDeliveries, useResend, useSaveSeapassSettings, useSeapassSettings } from "./api/seapass";
import { FormError, TextField } from "./form-parts";
import { scheduleText } from "./schedule-picker";

const STATUS_LABEL = { menunggu: "Menunggu", terkirim: "Terkirim", gagal: "Gagal" } as const;
const cell = "px-3 py-2 text-left";

function SettingsForm() {
  const settings = useSeapassSettings(true);
  const save = useSaveSeapassSettings();
  const [enabled, setEnabled] = useState(false);
  const [url, setUrl] = useState("");
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!settings.data) return;
    setEnabled(settings.data.enabled);
    setUrl(settings.data.url);
  }, [settings.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = seapassSettingsInputSchema.safeParse({ enabled, url, api_key: key });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Data tidak valid");
    if (enabled && !key && !settings.data?.api_key_set) return setError("API key wajib diisi");
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? "Pengaturan SeaPass berhasil disimpan");
        setKey("");
      },
      onError: (failure) => setError(failure.message),
    });
  };
  if (settings.isLoading) return <p className="text-slate-500">Memuat pengaturan...</p>;
  if (settings.error)
    return (
      <p role="alert" className="text-red-600">
        {settings.error.message}
      </p>
    );
  return (
    <form className="max-w-xl space-y-3" onSubmit={submit} aria-label="Pengaturan SeaPass">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Kirim manifest akhir ke SeaPass saat boarding ditutup
      </label>
      <TextField label="URL" placeholder="https://" value={url} onText={setUrl} />
      <TextField
        label="API Key"
        type="password"
        autoComplete="off"
        placeholder={
          settings.data?.api_key_set ? `${settings.data.api_key_masked} (kosongkan bila tetap)` : ""
        }
        value={key}
        onText={setKey}
      />
      <FormError error={error} />
      <Button type="submit" disabled={save.isPending}>
        Simpan
      </Button>
    </form>
  );
}

function DeliveryLog() {
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(page, true);
  const resend = useResend();
  const session = useSession();
  const canResend = userCan(session.user, "edit manifest penumpang");
  if (deliveries.isLoading) return <p className="text-slate-500">Memuat log pengiriman...</p>;
  if (deliveries.error)
    return (
      <p role="alert" className="text-red-600">
        {deliveries.error.message || "Gagal memuat log pengiriman"}
      </p>
    );
  const rows = deliveries.data?.data ?? [];
  if (rows.length === 0) return <EmptyState title="Belum ada pengiriman" />;
  const meta = deliveries.data?.meta;
  return (
    <div className="space-y-2">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th className={cell}>Waktu</th>
            <th className={cell}>Jadwal</th>
            <th className={cell}>Status</th>
            <th className={cell}>Percobaan</th>
            <th className={cell}>Keterangan</th>
            <th className={cell}>Aksi</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 dark:border-slate-700">
              <td className={cell}>{formatDateTime(row.created_at)}</td>
              <td className={cell}>{row.schedule ? scheduleText(row.schedule) : `#${row.schedule_id}`}</td>
              <td className={cell}>{STATUS_LABEL[row.status]}</td>
              <td className={cell}>{row.attempts}</td>
              <td className={cell}>
                {row.status === "terkirim" && row.delivered_at
                  ? `Terkirim ${formatDateTime(row.delivered_at)}`
                  : row.status === "menunggu" && row.next_attempt_at
                    ? `Berikutnya ${formatDateTime(row.next_attempt_at)}${row.last_error ? ` · ${row.last_error}` : ""}`
                    : (row.last_error ?? "-")}
              </td>
              <td className={cell}>
                {canResend ? (
                  <Button
                    variant="ghost"
                    disabled={resend.isPending}
                    onClick={() =>
                      resend.mutate(row.schedule_id, {
                        onSuccess: (answer) => toast.success(answer.message ?? "Manifest dijadwalkan ulang"),
                        onError: (failure) => toast.error(failure.message),
                      })
                    }
                  >
                    Kirim Ulang
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {meta && meta.last_page > 1 ? <Pagination meta={meta} onPage={setPage} /> : null}
    </div>
  );
}

/** /integrasi-seapass: the connection to the port authority's manifest system and its delivery log. */
export default function SeapassPage() {
  const session = useSession();
  const canConfigure = userCan(session.user, "edit pengaturan");
  const canView = userCan(session.user, "view manifest penumpang");
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Integrasi SeaPass</h1>
        <p className="text-sm text-slate-500">
          Manifest akhir jadwal yang sudah berangkat dikirim ke sistem otoritas pelabuhan melalui HTTPS;
          pengiriman gagal dicoba ulang otomatis setelah 1, 5, 15 dan 60 menit.
        </p>
      </div>
      {canConfigure ? (
        <section className="space-y-2">
          <h2 className="text-lg font-semibold">Pengaturan</h2>
          <SettingsForm />
        </section>
      ) : null}
      {canView ? (
        <section className="space-y-2">
          <h2 className="text-lg font-semibold">Log Pengiriman</h2>
          <DeliveryLog />
        </section>
      ) : null}
      {!canConfigure && !canView ? <EmptyState title="Anda tidak memiliki akses ke halaman ini" /> : null}
    </div>
  );
}
