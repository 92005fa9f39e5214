import {
  type ExpeditionCompany,
  type PlafonRequestForm,
  plafonRequestFormSchema,
} from "@ferry/shared/expedition-companies";
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
import { usePlafonRequest } from "./api/expedition";

/** 'Ubah Plafon': asks for a new credit limit; it applies only after approval (Plafon Admin). */
export function PlafonRequestDialog({ row, onClose }: { row: ExpeditionCompany; onClose: () => void }) {
  const request = usePlafonRequest(row.id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof plafonRequestFormSchema>, unknown, PlafonRequestForm>({
    resolver: zodResolver(plafonRequestFormSchema),
    defaultValues: { plafon_baru: "", alasan: "" },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await request.mutateAsync(values);
      toast.success(answer.message ?? "Pengajuan perubahan plafon berhasil dikirim");
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
      const placed = fields.filter(([field]) => field === "plafon_baru" || field === "alasan");
      for (const [field, messages] of placed) {
        form.setError(field as keyof PlafonRequestForm, { message: messages[0] });
      }
      if (placed.length === 0)
        setFailure(error instanceof Error ? error.message : "Gagal mengajukan perubahan");
    }
  });

  return (
    <Modal open title={`Ubah plafon ${row.nama}`} onClose={onClose}>
      <form noValidate className="space-y-4" onSubmit={submit}>
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-red-700 dark:bg-red-950 dark:text-red-300">
            {failure}
          </p>
        ) : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Plafon saat ini {formatRupiah(row.plafon)}, piutang {formatRupiah(row.piutang)}. Perubahan berlaku
          setelah disetujui.
        </p>
        <Field
          label="Plafon baru (Rp)"
          inputMode="numeric"
          error={errors.plafon_baru?.message}
          {...form.register("plafon_baru")}
        />
        <Field label="Alasan" error={errors.alasan?.message} {...form.register("alasan")} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Mengirim..." : "Ajukan"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
