import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";

type Props = {
  /** The row button: an icon, its accessible name and its tooltip. */
  trigger: { icon: ReactNode; label: string; title: string };
  title: string;
  confirmTitle: string;
  confirmLabel: string;
  pending: boolean;
  /** What the staff member fills in, and what the confirmation says will happen. */
  form: ReactNode;
  confirmation: ReactNode;
  /** Shown under either step (a refusal of the check or of the server). */
  error: ReactNode;
  /** Checks the form; true moves on to the confirmation. */
  review: () => boolean;
  /** Sends the change; true closes the dialog, false goes back to the form (the error says why). */
  submit: () => Promise<boolean>;
  onClose: () => void;
};

/** A change of a sailing in two steps: fill in, then confirm what happens, then done (or back with why not). */
export function TwoStepDialog(props: Props) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setOpen(false);
    setConfirming(false);
    props.onClose();
  };
  const send = async () => {
    if (await props.submit()) close();
    else setConfirming(false);
  };
  return (
    <>
      <Button
        variant="ghost"
        aria-label={props.trigger.label}
        title={props.trigger.title}
        onClick={() => setOpen(true)}
      >
        {props.trigger.icon}
      </Button>
      <Modal
        open={open}
        title={confirming ? props.confirmTitle : props.title}
        tone="warning"
        onClose={props.pending ? undefined : close}
        footer={
          confirming ? (
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={props.pending}>
                Kembali
              </Button>
              <Button onClick={send} disabled={props.pending}>
                {props.confirmLabel}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                Tutup
              </Button>
              <Button onClick={() => setConfirming(props.review())}>Lanjut</Button>
            </>
          )
        }
      >
        {confirming ? props.confirmation : props.form}
        {props.error ? (
          <div role="alert" className="mt-2 text-red-600">
            {props.error}
          </div>
        ) : null}
      </Modal>
    </>
  );
}
