import { type CreditSubject, creditLimitRequestSchema } from "@ferry/shared/agents";
import { useState } from "react";
import toast from "react-hot-toast";
import { Field } from "../../../components/form/field";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { formatRupiah } from "../../../lib/format";
import { useFileRequest } from "./api/agents";

export type LimitSubject = { type: CreditSubject; id: number; nama: string; plafon: number };

type Body = { subject_type: CreditSubject; subject_id: number; plafon_baru: string; alasan: string };

/** 'Ubah Plafon': a new plafon and the reason, sent as a change waiting for approval. */
export function LimitChangeForm({ subject, onClose }: { subject: LimitSubject | null; onClose: () => void }) {
  const [plafon, setPlafon] = useState("");
  const [alasan, setAlasan] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const send = useFileRequest<Body>("credit-limits");
  const close = () => {
    setPlafon("");
    setAlasan("");
    setErrors({});
    onClose();
  };
  const submit = () => {
    if (!subject) return;
    const body: Body = { subject_type: subject.type, subject_id: subject.id, plafon_baru: plafon, alasan };
    const parsed = creditLimitRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    send.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? "Perubahan plafon diajukan");
        close();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors)
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0]])));
        else toast.error(error.message);
      },
    });
  };
  return (
    <Modal
      open={subject !== null}
      title={`Ubah Plafon ${subject?.nama ?? ""}`}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Batal
          </Button>
          <Button disabled={send.isPending} onClick={submit}>
            Ajukan Perubahan
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p>Plafon saat ini: {formatRupiah(subject?.plafon ?? 0)}. Perubahan berlaku setelah disetujui.</p>
        <Field
          label="Plafon baru (Rp)"
          type="number"
          min={0}
          value={plafon}
          error={errors.plafon_baru ?? errors.subject_id}
          onChange={(event) => setPlafon(event.target.value)}
        />
        <TextAreaField
          label="Alasan"
          value={alasan}
          error={errors.alasan}
          onChange={(event) => setAlasan(event.target.value)}
        />
      </div>
    </Modal>
  );
}
