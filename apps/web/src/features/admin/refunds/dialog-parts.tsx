import { useId } from "react";
import { blockControlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";

/** How money moves at the counter (method and its reference), for a refund paid out or a fee paid in. */
export function PaymentFields({
  methodLabel,
  method,
  onMethod,
  reference,
  onReference,
  gridClass = "mb-3 grid gap-3 sm:grid-cols-2",
  labelClass = "mb-1 block text-sm font-medium",
}: {
  methodLabel: string;
  method: string;
  onMethod: (method: string) => void;
  reference: string;
  onReference: (reference: string) => void;
  gridClass?: string;
  labelClass?: string;
}) {
  const ids = { method: useId(), reference: useId() };
  return (
    <div className={gridClass}>
      <div>
        <label htmlFor={ids.method} className={labelClass}>
          {methodLabel}
        </label>
        <select
          id={ids.method}
          value={method}
          onChange={(e) => onMethod(e.target.value)}
          className={blockControlClass}
        >
          <option value="tunai">Tunai</option>
          <option value="transfer">Transfer</option>
          <option value="qris">QRIS</option>
        </select>
      </div>
      <div>
        <label htmlFor={ids.reference} className={labelClass}>
          No. Referensi
        </label>
        <input
          id={ids.reference}
          value={reference}
          onChange={(e) => onReference(e.target.value)}
          className={blockControlClass}
        />
      </div>
    </div>
  );
}

/** A confirmation dialog's footer: 'Batal', then the button that confirms. */
export function ConfirmFooter({
  onCancel,
  onConfirm,
  confirmLabel,
  disabled,
  variant,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  disabled: boolean;
  variant?: "primary" | "danger";
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Batal
      </Button>
      <Button variant={variant} disabled={disabled} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </>
  );
}
