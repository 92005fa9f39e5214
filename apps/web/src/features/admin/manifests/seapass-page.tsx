import { seapassSettingsInputSchema } from "@ferry/shared/manifests";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { controlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { formatDateTime } from "../../../lib/format";
import { userCan } from "../../session/permission-check";
import { useSession } from "../../session/session-context";
import { useDeliveries, useResend, useSaveSeapassSettings, useSeapassSettings } from "./api/seapass";
import { Field, FormError } from "./form-parts";
import { scheduleText } from "./schedule-picker";

const STATUS_LABEL = { menunggu: "Menunggu", terkirim: "Terkirim", gagal: "Gagal" } as const;
const cell = "px-3 py-2 text-left";

type SettingsInput = z.input<typeof seapassSettingsInputSchema>;
type SettingsValues = z.output<typeof seapassSettingsInputSchema>;

function SettingsForm() {
  const settings = useSeapassSettings(true);
  const save = useSaveSeapassSettings();
  const form = useForm<SettingsInput, unknown, SettingsValues>({
    resolver: zodResolver(seapassSettingsInputSchema),
    defaultValues: { enabled: false, url: "", api_key: "" },
  });
  useEffect(() => {
    if (settings.data) form.reset({ enabled: settings.data.enabled, url: settings.data.url, api_key: "" });
  }, [settings.data, form]);
  const errors = form.formState.errors;
  const error =
    errors.enabled?.message ?? errors.url?.message ?? errors.api_key?.message ?? errors.root?.server?.message;
  const submit = form.handleSubmit((values) => {
    if (values.enabled && !values.api_key && !settings.data?.api_key_set)
      return form.setError("api_key", { message: "API key wajib diisi" });
    save.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? "Pengaturan SeaPass berhasil disimpan");
        form.setValue("api_key", "");
      },
      onError: (failure) => form.setError("root.server", { message: failure.message }),
    });
  });
  if (settings.isLoading) return <p className="text-slate-500">Memuat pengaturan...</p>;
  if (settings.error)
    return (
      <p role="alert" className="text-red-600">
        {settings.error.message}
      </p>
    );
  return (
    <form noValidate className="max-w-xl space-y-3" onSubmit={submit} aria-label="Pengaturan SeaPass">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("enabled")} />
        Kirim manifest akhir ke SeaPass saat boarding ditutup
      </label>
      <Field label="URL">
        <input className={`${controlClass} w-full`} placeholder="https://" {...form.register("url")} />
      </Field>
      <Field label="API Key">
        <input
          className={`${controlClass} w-full`}
          type="password"
          autoComplete="off"
          placeholder={
            settings.data?.api_key_set ? `${settings.data.api_key_masked} (kosongkan bila tetap)` : ""
          }
          {...form.register("api_key")}
        />
      </Field>
      <FormError error={error ?? null} />
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
