import { useState } from "react";
import toast from "react-hot-toast";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { formatRupiah } from "../../../lib/format";
import { type Refund, useDecideRefund } from "./api/refunds";
import { ConfirmFooter, PaymentFields } from "./dialog-parts";

export type PendingDecision = { refund: Refund; action: "approve" | "reject" } | null;

/** Approve (method, reference, note) or reject (reason required) one refund, after a confirmation. */
export function RefundDecisionDialog({
  pending,
  onClose,
}: {
  pending: PendingDecision;
  onClose: () => void;
}) {
  const [method, setMethod] = useState("tunai");
  const [reference, setReference] = useState("");
  const [catatan, setCatatan] = useState("");
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideRefund();
  const close = () => {
    setReference("");
    setCatatan("");
    setError(null);
    onClose();
  };
  const approving = pending?.action === "approve";
  const agentBooking = pending?.refund.booking?.channel === "agen";
  const confirm = async () => {
    if (!pending) return;
    if (!approving && !catatan.trim()) {
      setError("Alasan penolakan wajib diisi");
      return;
    }
    try {
      const answer = await decide.mutateAsync({
        id: pending.refund.id,
        action: pending.action,
        body: approving
          ? { method, reference: reference || null, catatan: catatan || null }
          : { catatan: catatan.trim() },
      });
      toast.success(answer.message ?? "Berhasil");
      close();
    } catch (caught) {
      if (caught instanceof ApiError && caught.fieldMessage("catatan"))
        setError(caught.fieldMessage("catatan") ?? null);
      else {
        toast.error(caught instanceof Error ? caught.message : "Gagal memproses refund");
        close();
      }
    }
  };
  const refund = pending?.refund;
  return (
    <Modal
      open={pending !== null}
      title={approving ? "Setujui Refund" : "Tolak Refund"}
      tone={approving ? "warning" : "danger"}
      onClose={close}
      footer={
        <ConfirmFooter
          onCancel={close}
          onConfirm={() => void confirm()}
          confirmLabel={approving ? "Ya, setujui" : "Ya, tolak"}
          disabled={decide.isPending}
          variant={approving ? "primary" : "danger"}
        />
      }
    >
      {refund ? (
        <p className="mb-3 text-sm">
          Refund booking <strong>{refund.booking?.booking_code}</strong> ({refund.items.length} tiket):{" "}
          {approving
            ? `${formatRupiah(refund.jumlah_refund)} dikembalikan; tiket dibatalkan dan kursinya kembali ke kuota.`
            : "permintaan ditolak, tiket tetap aktif."}
        </p>
      ) : null}
      {approving && !agentBooking ? (
        <PaymentFields
          methodLabel="Metode pengembalian"
          method={method}
          onMethod={setMethod}
          reference={reference}
          onReference={setReference}
        />
      ) : null}
      <TextAreaField
        label={approving ? "Catatan (opsional)" : "Alasan penolakan"}
        value={catatan}
        error={error ?? undefined}
        onChange={(e) => setCatatan(e.target.value)}
      />
    </Modal>
  );
}
