import { Button } from "./button";

/** The footer of a confirmation modal: 'Batal' and the confirming button, disabled while it runs. */
export function ConfirmFooter({
  onCancel,
  onConfirm,
  busy,
  label = "Ya, lanjutkan",
}: {
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  label?: string;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Batal
      </Button>
      <Button disabled={busy} onClick={onConfirm}>
        {label}
      </Button>
    </>
  );
}
