import type { CashierShift } from "@ferry/shared/cashier-shifts";
import { useState } from "react";
import toast from "react-hot-toast";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { useApproveShift } from "./api/shifts";
import { MethodTable, ShiftFacts } from "./shift-figures";

/**
 * The supervisor's check of a closed shift: its figures, an optional note, 'Ya, setujui'. A refusal (the
 * supervisor's own shift: 'Penutupan shift harus disetujui oleh petugas lain') stays in the dialog.
 */
export function ApproveShiftDialog({ shift, onClose }: { shift: CashierShift | null; onClose: () => void }) {
  const [catatan, setCatatan] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const approve = useApproveShift();
  const close = () => {
    setCatatan("");
    setRefusal(null);
    onClose();
  };
  const confirm = () => {
    if (!shift) return;
    approve.mutate(
      { id: shift.id, input: { catatan } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? "Penutupan shift disetujui");
          close();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };
  return (
    <Modal
      open={shift !== null}
      title={`Setujui penutupan shift ${shift?.kode ?? ""}?`}
      tone="warning"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Batal
          </Button>
          <Button disabled={approve.isPending} onClick={confirm}>
            Ya, setujui
          </Button>
        </>
      }
    >
      {shift ? (
        <div className="space-y-3">
          <ShiftFacts shift={shift} />
          <MethodTable shift={shift} />
          {shift.catatan_tutup ? <p className="text-sm">Catatan kasir: {shift.catatan_tutup}</p> : null}
          {refusal ? (
            <p
              role="alert"
              className="rounded bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {refusal}
            </p>
          ) : null}
          <TextAreaField
            label="Catatan (opsional)"
            value={catatan}
            onChange={(event) => setCatatan(event.target.value)}
          />
        </div>
      ) : null}
    </Modal>
  );
}
