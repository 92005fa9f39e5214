import type { ManifestKind } from "@ferry/shared/manifests";
import { useState } from "react";
import toast from "react-hot-toast";
import { useParams, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { DEFAULT_ZONE, formatDateTime } from "../../../lib/format";
import { userCan } from "../../session/permission-check";
import { useSession } from "../../session/session-context";
import {
  downloadManifest,
  type Manifest,
  type ManifestFormat,
  type ManifestPart,
  useFreezeManifest,
  useManifest,
} from "./api/manifests";
import { PeopleRows, VehicleRows } from "./manifest-tables";
import { genderName, countList as list, loadName, PermitParticulars } from "./permit-particulars";
import { ReopenDialog } from "./reopen-dialog";
import { scheduleText } from "./schedule-picker";

function StateBar({ manifest }: { manifest: Manifest }) {
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const freeze = useFreezeManifest(manifest.schedule.id);
  const { state } = manifest;
  const zone = manifest.schedule.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {state.frozen ? (
        <span className="rounded-full bg-amber-100 px-3 py-1 text-amber-800">
          Dikunci {state.frozen_at ? formatDateTime(state.frozen_at, zone) : ""} oleh {state.frozen_by ?? "-"}
        </span>
      ) : (
        <span className="rounded-full bg-emerald-100 px-3 py-1 text-emerald-800">
          Terbuka untuk koreksi
          {state.reopened_by ? ` (dibuka kembali oleh ${state.reopened_by}: ${state.alasan})` : ""}
        </span>
      )}
      {state.frozen && userCan(session.user, "delete manifest penumpang") ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Buka Kembali
        </Button>
      ) : null}
      {!state.frozen && state.reopened_at && userCan(session.user, "edit manifest penumpang") ? (
        <Button
          variant="secondary"
          disabled={freeze.isPending}
          onClick={() =>
            freeze.mutate(undefined, {
              onSuccess: (answer) => toast.success(answer.message ?? "Manifest dikunci"),
              onError: (failure) => toast.error(failure.message),
            })
          }
        >
          Kunci Lagi
        </Button>
      ) : null}
      {confirming ? (
        <ReopenDialog scheduleId={manifest.schedule.id} onClose={() => setConfirming(false)} />
      ) : null}
    </div>
  );
}

/**
 * A schedule's manifest of one part: pre/final toggle, the permit's particulars, counts, the list,
 * no-shows, crew, PDF, Excel and CSV.
 */
function ManifestView({ part }: { part: ManifestPart }) {
  const scheduleId = Number(useParams().scheduleId) || null;
  const [params, setParams] = useSearchParams();
  const kind: ManifestKind = params.get("jenis") === "final" ? "final" : "pre";
  const manifest = useManifest(part, scheduleId, kind);
  const download = (format: ManifestFormat) =>
    scheduleId &&
    downloadManifest(part, scheduleId, kind, format).catch((error: Error) =>
      toast.error(error.message || "Gagal mengunduh manifest"),
    );
  const data = manifest.data;
  const rows = part === "penumpang" ? (data?.passengers.length ?? 0) : (data?.vehicles.length ?? 0);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Manifest {part === "penumpang" ? "Penumpang" : "Kendaraan"}</h1>
          {data ? <p className="text-sm text-slate-500">{scheduleText(data.schedule)}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => download("pdf")}>
            Cetak PDF
          </Button>
          <Button variant="secondary" onClick={() => download("xlsx")}>
            Unduh Excel
          </Button>
          <Button variant="secondary" onClick={() => download("csv")}>
            Ekspor CSV
          </Button>
        </div>
      </div>
      <div role="tablist" className="flex gap-2">
        {(["pre", "final"] as const).map((value) => (
          <Button
            key={value}
            role="tab"
            aria-selected={kind === value}
            variant={kind === value ? "primary" : "secondary"}
            onClick={() => setParams(value === "final" ? { jenis: "final" } : {}, { replace: true })}
          >
            {value === "pre" ? "Pra-manifest" : "Manifest Akhir"}
          </Button>
        ))}
      </div>
      {manifest.isLoading ? (
        <p className="text-slate-500">Memuat manifest...</p>
      ) : manifest.error ? (
        <p role="alert" className="text-red-600">
          {manifest.error.message || "Gagal memuat manifest"}
        </p>
      ) : data ? (
        <div className="space-y-4">
          <StateBar manifest={data} />
          <PermitParticulars manifest={data} />
          <section aria-label="Jumlah" className="grid gap-2 text-sm sm:grid-cols-3">
            {part === "penumpang" ? (
              <>
                <p>
                  Penumpang: <strong>{data.counts.penumpang.total}</strong> (dipesan{" "}
                  {data.counts.penumpang.dipesan}, naik {data.counts.penumpang.naik})
                </p>
                <p>Kelompok umur: {list(data.counts.penumpang.per_kelompok_umur)}</p>
                <p>Jenis kelamin: {list(data.counts.penumpang.per_jenis_kelamin, genderName)}</p>
                <p>Kewarganegaraan: {list(data.counts.penumpang.per_kewarganegaraan)}</p>
                <p>Kelas: {list(data.counts.penumpang.per_kelas)}</p>
                <p>
                  ABK: {data.counts.abk} · Jiwa di kapal: {data.counts.jiwa_di_kapal}
                </p>
              </>
            ) : (
              <>
                <p>
                  Kendaraan: <strong>{data.counts.kendaraan.total}</strong> (dipesan{" "}
                  {data.counts.kendaraan.dipesan}, naik {data.counts.kendaraan.naik})
                </p>
                <p>Golongan: {list(data.counts.kendaraan.per_golongan)}</p>
                <p>
                  Keadaan: {list(data.counts.kendaraan.per_keadaan, loadName)} · Berat dinyatakan:{" "}
                  {data.counts.kendaraan.berat_dinyatakan_kg.toLocaleString("id-ID")} kg
                </p>
              </>
            )}
          </section>
          {rows === 0 ? (
            <EmptyState title="Manifest kosong" description="Belum ada data untuk manifest ini." />
          ) : part === "penumpang" ? (
            <PeopleRows people={data.passengers} />
          ) : (
            <VehicleRows vehicles={data.vehicles} />
          )}
          <section className="space-y-2">
            <h2 className="text-lg font-semibold">Dipesan tetapi belum naik</h2>
            {part === "penumpang" ? (
              data.no_shows.passengers.length ? (
                <PeopleRows people={data.no_shows.passengers} />
              ) : (
                <p className="text-sm text-slate-500">Tidak ada.</p>
              )
            ) : data.no_shows.vehicles.length ? (
              <VehicleRows vehicles={data.no_shows.vehicles} />
            ) : (
              <p className="text-sm text-slate-500">Tidak ada.</p>
            )}
          </section>
          <section className="space-y-2">
            <h2 className="text-lg font-semibold">ABK yang bertugas</h2>
            {data.crew.length === 0 ? (
              <p className="text-sm text-slate-500">Belum ada ABK aktif untuk kapal ini.</p>
            ) : (
              <ul className="text-sm">
                {data.crew.map((member) => (
                  <li key={member.id}>
                    {member.nama} · {member.jabatan} · {member.nomor_sertifikat}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}

export function PassengerManifestPage() {
  return <ManifestView part="penumpang" />;
}

export function VehicleManifestPage() {
  return <ManifestView part="kendaraan" />;
}
