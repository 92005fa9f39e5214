import { TICKET_TYPE_LABELS } from "@ferry/shared/bookings";
import type { RemeasurePreview } from "@ferry/shared/vehicle-reclassification";
import { Field } from "../../../components/form/field";
import { formatRupiah } from "../../../lib/format";

const load = (tipe: string) => TICKET_TYPE_LABELS[tipe as keyof typeof TICKET_TYPE_LABELS] ?? tipe;

export type Settlement = { method: "tunai" | "qris"; reference: string };

/**
 * The preview of a measurement before it is confirmed: old and new golongan and fare, the difference
 * (kurang bayar to take, lebih bayar to give back) and, for a charge, how it is paid (cash or QRIS).
 */
export function RemeasurePreviewPanel({
  preview,
  settlement,
  onSettlement,
  referenceError,
}: {
  preview: RemeasurePreview;
  settlement: Settlement;
  onSettlement: (next: Settlement) => void;
  referenceError?: string;
}) {
  if (!preview.berubah) {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-3 font-semibold text-green-800">
        Golongan {preview.golongan_baru} ({load(preview.tipe_baru)}) sesuai tiket; tidak ada perubahan.
      </p>
    );
  }
  const charge = preview.selisih > 0;
  const full = preview.sisa_kuota_baru === 0;
  return (
    <section aria-label="Pratinjau golongan baru" className="space-y-3">
      <p className="text-2xl font-black">
        Gol {preview.golongan_lama ?? "-"} {load(preview.tipe_lama)} → Gol {preview.golongan_baru}{" "}
        {load(preview.tipe_baru)}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs uppercase text-slate-500">Tarif lama</dt>
          <dd>{formatRupiah(preview.harga_lama)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">Tarif baru</dt>
          <dd>{formatRupiah(preview.harga_baru)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs uppercase text-slate-500">{charge ? "Kurang bayar" : "Lebih bayar"}</dt>
          <dd className="text-xl font-bold">{formatRupiah(Math.abs(preview.selisih))}</dd>
        </div>
      </dl>
      {full ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-700">
          Kuota golongan {preview.golongan_baru} pada jadwal ini sudah penuh.
        </p>
      ) : null}
      {charge ? (
        <fieldset className="space-y-2">
          <legend className="font-medium">Pembayaran selisih</legend>
          <div className="flex gap-4">
            {(["tunai", "qris"] as const).map((method) => (
              <label key={method} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="remeasure-method"
                  checked={settlement.method === method}
                  onChange={() => onSettlement({ ...settlement, method })}
                />
                {method === "tunai" ? "Tunai" : "QRIS"}
              </label>
            ))}
          </div>
          {settlement.method === "qris" ? (
            <Field
              label="Referensi transaksi QRIS"
              value={settlement.reference}
              onChange={(event) => onSettlement({ ...settlement, reference: event.target.value })}
              error={referenceError}
            />
          ) : null}
        </fieldset>
      ) : (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          Kelebihan bayar dikembalikan tunai dari laci Anda dan dicatat sebagai refund.
        </p>
      )}
    </section>
  );
}
