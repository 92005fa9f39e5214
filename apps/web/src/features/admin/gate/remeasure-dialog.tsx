import { TICKET_TYPE_LABELS, TICKET_TYPES } from "@ferry/shared/bookings";
import { type RemeasureDraft, remeasureFormSchema } from "@ferry/shared/remeasure-form";
import type { Reclassification, RemeasureInput } from "@ferry/shared/vehicle-reclassification";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "../../../components/form/field";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api";
import { formatRupiah } from "../../../lib/format";
import {
  printReclassificationReceipt,
  useReclassify,
  useRemeasurePreview,
  useRemeasureState,
} from "./api/remeasure";
import { RemeasurePreviewPanel, type Settlement } from "./remeasure-preview";
import { useOnline } from "./use-online";

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fieldMessage(field) : undefined;
/** A refusal that names no field (a full class, no shift, the network), shown above the buttons. */
const generalError = (error: unknown) =>
  error instanceof Error && !(error instanceof ApiError && error.errors) ? error.message : null;

/** The confirmed reclassification: what changed, the money, and the receipt to print. */
function Done({ row, message, onClose }: { row: Reclassification; message: string; onClose: () => void }) {
  const [printError, setPrintError] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <p role="status" className="rounded-lg bg-green-50 p-3 text-base font-semibold text-green-800">
        {message}. {row.selisih >= 0 ? "Diterima" : "Dikembalikan"} {formatRupiah(Math.abs(row.selisih))}.
      </p>
      {printError ? (
        <p role="alert" className="text-red-700">
          {printError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Tutup
        </Button>
        <Button onClick={async () => setPrintError(await printReclassificationReceipt(row.id))}>
          Cetak bukti
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Ukur Ulang' of a vehicle ticket at the gate: the officer enters the measured length (the weight where
 * the port has a weighbridge) and Kosong/Muat, sees the golongan and fare it gives and the difference,
 * chooses how a charge is paid, and confirms; then prints the receipt. Needs the network.
 */
export function RemeasureDialog({
  ticketId,
  onClose,
  onReclassified,
}: {
  ticketId: number;
  onClose: () => void;
  /** Told the recorded reclassification, so the verdict behind shows the new class. */
  onReclassified: (row: Reclassification) => void;
}) {
  const online = useOnline();
  const state = useRemeasureState(ticketId);
  const preview = useRemeasurePreview(ticketId);
  const reclassify = useReclassify(ticketId);
  const form = useForm<RemeasureDraft, unknown, RemeasureInput>({
    resolver: zodResolver(remeasureFormSchema),
    defaultValues: { panjang_m: "", berat_kg: "", tipe_tiket: "kosong" },
  });
  const [settlement, setSettlement] = useState<Settlement>({ method: "tunai", reference: "" });
  const sold = state.data?.tipe_tiket as RemeasureDraft["tipe_tiket"] | undefined;
  useEffect(() => {
    if (sold && !form.getFieldState("tipe_tiket").isDirty)
      form.resetField("tipe_tiket", { defaultValue: sold });
  }, [sold, form]);
  /** A changed measurement makes the shown golongan and any refusal stale. */
  const edited = {
    onChange: () => {
      preview.reset();
      reclassify.reset();
    },
  };
  const tipe = form.watch("tipe_tiket");
  const typedLength = form.watch("panjang_m");
  const onPreview = form.handleSubmit((measured) => preview.mutate(measured));
  const onConfirm = form.handleSubmit((measured) => {
    const charge = (preview.data?.selisih ?? 0) > 0;
    reclassify.mutate(
      {
        ...measured,
        method: charge ? settlement.method : "tunai",
        reference: charge && settlement.method === "qris" ? settlement.reference : undefined,
      },
      {
        onSuccess: (answer) => {
          if (answer.data.changed) onReclassified(answer.data.reclassification);
        },
      },
    );
  });
  const fieldErrors = form.formState.errors;
  const answer = reclassify.data;
  const error = preview.error ?? reclassify.error;
  return (
    <Modal open title="Ukur Ulang Kendaraan" onClose={onClose} size="lg">
      {!online ? (
        <p role="alert" className="mb-3 rounded-lg bg-amber-100 p-3 font-semibold text-amber-900">
          Ukur ulang memerlukan koneksi ke server. Sambungkan jaringan lalu coba lagi.
        </p>
      ) : null}
      {state.isLoading ? (
        <Spinner label="Memuat data kendaraan..." />
      ) : state.error ? (
        <p role="alert" className="text-red-700">
          {state.error.message}
        </p>
      ) : answer?.data.changed ? (
        <Done
          row={answer.data.reclassification}
          message={answer.message ?? "Tiket direklasifikasi"}
          onClose={onClose}
        />
      ) : (
        <form noValidate onSubmit={onPreview} className="space-y-4">
          <p className="text-base">
            <span className="font-mono font-bold">{state.data?.nomor_kendaraan}</span> · tiket Gol{" "}
            {state.data?.golongan ?? "-"} {TICKET_TYPE_LABELS[tipe]} ({formatRupiah(state.data?.harga ?? 0)})
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label="Panjang terukur (m)"
              inputMode="decimal"
              required
              autoFocus
              {...form.register("panjang_m", edited)}
              error={fieldErrors.panjang_m?.message ?? fieldError(error, "panjang_m")}
            />
            {state.data?.timbangan ? (
              <Field
                label={`Berat (kg)${state.data.batas_berat_kg ? `, batas ${state.data.batas_berat_kg.toLocaleString("id-ID")} kg` : ""}`}
                inputMode="numeric"
                {...form.register("berat_kg", edited)}
                error={fieldErrors.berat_kg?.message ?? fieldError(error, "berat_kg")}
              />
            ) : null}
          </div>
          <fieldset className="flex gap-4">
            <legend className="mb-1 font-medium">Muatan</legend>
            {TICKET_TYPES.map((choice) => (
              <label key={choice} className="flex items-center gap-2">
                <input type="radio" value={choice} {...form.register("tipe_tiket", edited)} />
                {TICKET_TYPE_LABELS[choice]}
              </label>
            ))}
          </fieldset>
          {generalError(error) ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-700">
              {generalError(error)}
            </p>
          ) : null}
          {preview.data ? (
            <RemeasurePreviewPanel
              preview={preview.data}
              settlement={settlement}
              onSettlement={setSettlement}
              referenceError={fieldError(reclassify.error, "reference")}
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Batal
            </Button>
            {preview.data?.berubah ? (
              <Button
                onClick={() => void onConfirm()}
                disabled={!online || reclassify.isPending || preview.data.sisa_kuota_baru === 0}
              >
                {reclassify.isPending
                  ? "Menyimpan..."
                  : `Konfirmasi, ${preview.data.selisih > 0 ? "terima" : "kembalikan"} ${formatRupiah(Math.abs(preview.data.selisih))}`}
              </Button>
            ) : (
              <Button type="submit" disabled={!online || preview.isPending || !typedLength.trim()}>
                {preview.isPending ? "Menghitung..." : "Hitung golongan"}
              </Button>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}
