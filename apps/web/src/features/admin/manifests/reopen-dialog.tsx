import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { controlClass } from "../../../components/form/control-class";
import { Modal } from "../../../components/ui/modal";
import { useReopenManifest } from "./api/manifests";
import { DialogActions, Field } from "./form-parts";

/** Reopens a frozen final manifest for corrections, after a confirmation with a reason. */
export function ReopenDialog({ scheduleId, onClose }: { scheduleId: number; onClose: () => void }) {
  const reopen = useReopenManifest(scheduleId);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setError("Alasan wajib diisi");
    reopen.mutate(
      { alasan: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? "Manifest dibuka kembali");
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Modal open title="Buka kembali manifest?" tone="warning" onClose={onClose}>
      <form className="space-y-3" onSubmit={submit}>
        <p className="text-sm">
          Manifest akhir sudah dikunci saat boarding ditutup. Membukanya kembali mengizinkan koreksi dan
          dicatat di log aktivitas.
        </p>
        <Field label="Alasan">
          <textarea
            className={`${controlClass} w-full`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <DialogActions
          error={error}
          onCancel={onClose}
          pending={reopen.isPending}
          submitLabel="Buka Kembali"
          submitVariant="danger"
        />
      </form>
    </Modal>
  );
}
