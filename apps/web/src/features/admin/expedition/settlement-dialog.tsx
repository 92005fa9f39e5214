import { type ExpeditionCompany, settlementInputSchema } from "@ferry/shared/expedition-companies";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { Field } from "../../../components/form/field";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { formatRupiah } from "../../../lib/format";
import { useSettlement } from "./api/expedition";

type Values = z.output<typeof settlementInputSchema>;

/** 'Pelunasan': the amount received and a note, then a confirmation showing the piutang afterwards. */
export function SettlementDialog({ row, onClose }: { row: ExpeditionCompany; onClose: () => void }) {
  const settle = useSettlement(row.id);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const form = useForm<z.input<typeof settlementInputSchema>, unknown, Values>({
    resolver: zodResolver(settlementInputSchema),
    defaultValues: { amount: "", keterangan: "" },
  });
  const errors = form.formState.errors;

  const send = async () => {
    if (!confirming) return;
    try {
      const answer = await settle.mutateAsync(confirming);
      toast.success(answer.message ?? "Pelunasan berhasil dicatat");
      onClose();
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError && error.errors) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field === "amount" || field === "keterangan") form.setError(field, { message: messages[0] });
        }
      } else toast.error(error instanceof Error ? error.message : "Gagal mencatat pelunasan");
    }
  };

  return (
    <Modal open title={`Pelunasan ${row.nama}`} onClose={onClose}>
      {confirming ? (
        <div className="space-y-4">
          <p>
            Catat pelunasan <strong>{formatRupiah(confirming.amount)}</strong> dari {row.nama}? Piutang
            menjadi <strong>{formatRupiah(Math.max(0, row.piutang - confirming.amount))}</strong>.
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={settle.isPending}>
              Kembali
            </Button>
            <Button onClick={() => void send()} disabled={settle.isPending}>
              {settle.isPending ? "Menyimpan..." : "Ya, catat pelunasan"}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit(setConfirming)}>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Piutang saat ini: {formatRupiah(row.piutang)}
          </p>
          <Field
            label="Jumlah pelunasan (Rp)"
            inputMode="numeric"
            error={errors.amount?.message}
            {...form.register("amount")}
          />
          <Field
            label="Keterangan"
            placeholder="Mis. transfer BCA 12/11"
            error={errors.keterangan?.message}
            {...form.register("keterangan")}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Batal
            </Button>
            <Button type="submit">Lanjutkan</Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
