import { useState } from "react";
import toast from "react-hot-toast";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { type DecisionAction, type RequestKind, useDecideRequest } from "./api/agents";

export type Decision = {
  title: string;
  body: string;
  confirmLabel: string;
  /** Reject: the reason is required; approve: an optional note. */
  reason: "required" | "optional";
  tone?: "default" | "danger" | "warning";
  run: (catatan: string) => Promise<{ message?: string }>;
};

/** Asks before approving or rejecting; a rejection must say why. */
export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const [catatan, setCatatan] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setCatatan("");
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!decision) return;
    if (decision.reason === "required" && !catatan.trim()) {
      setError("Alasan penolakan wajib diisi");
      return;
    }
    setBusy(true);
    try {
      const answer = await decision.run(catatan.trim());
      toast.success(answer.message ?? "Berhasil");
      close();
    } catch (caught) {
      if (caught instanceof ApiError && caught.fieldMessage("catatan"))
        setError(caught.fieldMessage("catatan") ?? null);
      else {
        toast.error(caught instanceof Error ? caught.message : "Gagal memproses permintaan");
        close();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={decision !== null}
      title={decision?.title ?? ""}
      tone={decision?.tone ?? "warning"}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Batal
          </Button>
          <Button
            variant={decision?.tone === "danger" ? "danger" : "primary"}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {decision?.confirmLabel ?? "Ya"}
          </Button>
        </>
      }
    >
      <p className="mb-3">{decision?.body}</p>
      <TextAreaField
        label={decision?.reason === "required" ? "Alasan penolakan" : "Catatan (opsional)"}
        value={catatan}
        error={error ?? undefined}
        onChange={(event) => setCatatan(event.target.value)}
      />
    </Modal>
  );
}

/**
 * Approving or rejecting one kind of request: `ask` opens the dialog ('Ya, setujui' with an optional note,
 * 'Ya, tolak' with a required reason); confirming sends the decision with its note (`catatan`).
 */
export function useDecision(kind: RequestKind) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const decide = useDecideRequest(kind);
  const ask = (id: number, action: DecisionAction, text: Pick<Decision, "title" | "body">) =>
    setDecision({
      ...text,
      confirmLabel: action === "approve" ? "Ya, setujui" : "Ya, tolak",
      reason: action === "approve" ? "optional" : "required",
      tone: action === "approve" ? "warning" : "danger",
      run: (catatan) => decide.mutateAsync({ id, action, catatan }),
    });
  return { ask, dialogProps: { decision, onClose: () => setDecision(null) } };
}
