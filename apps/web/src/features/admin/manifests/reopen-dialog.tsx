import { reopenManifestSchema } from "@ferry/shared/manifests";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { controlClass } from "../../../components/form/control-class";
import { Modal } from "../../../components/ui/modal";
import { useReopenManifest } from "./api/manifests";
import { DialogActions, Field } from "./form-parts";

type Values = z.output<typeof reopenManifestSchema>;

/** Reopens a frozen final manifest for corrections, after a confirmation with a reason. */
export function ReopenDialog({ scheduleId, onClose }: { scheduleId: number; onClose: () => void }) {
  const reopen = useReopenManifest(scheduleId);
  const form = useForm<z.input<typeof reopenManifestSchema>, unknown, Values>({
    resolver: zodResolver(reopenManifestSchema),
    defaultValues: { alasan: "" },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await reopen.mutateAsync(body);
      toast.success(answer.message ?? "Manifest dibuka kembali");
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Gagal membuka kembali manifest");
    }
  });
  return (
    <Modal open title="Buka kembali manifest?" tone="warning" onClose={onClose}>
      <form noValidate className="space-y-3" onSubmit={submit}>
        <p className="text-sm">
          Manifest akhir sudah dikunci saat boarding ditutup. Membukanya kembali mengizinkan koreksi dan
          dicatat di log aktivitas.
        </p>
        <Field label="Alasan">
          <textarea className={`${controlClass} w-full`} {...form.register("alasan")} />
        </Field>
        <DialogActions
          error={form.formState.errors.alasan?.message ?? failure}
          onCancel={onClose}
          pending={reopen.isPending}
          submitLabel="Buka Kembali"
          submitVariant="danger"
        />
      </form>
    </Modal>
  );
}
