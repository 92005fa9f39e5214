import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";

type Props = {
  /** The action's name ('Tunda jadwal'): the dialog's title, and with the sailing the row button's name. */
  action: string;
  icon: ReactNode;
  /** The sailing as staff name it. */
  label: string;
  confirmTitle: string;
  confirmLabel: string;
  pending: boolean;
  /** What the staff member fills in, and what the confirmation says will happen. */
  form: ReactNode;
  confirmation: ReactNode;
  /** Checks the form: null moves on to the confirmation, else the refusal shown. */
  review: () => string | null;
  /** Sends the change; the server's message is the toast on success. */
  send: () => Promise<{ message?: string }>;
  /** How a refusal of the server is shown (default: its message). */
  failure?: (error: unknown) => ReactNode;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : "Perubahan gagal disimpan");

/**
 * A change of a sailing in two steps: fill in, then confirm what happens; done with a toast, or back to the
 * form with why not.
 */
export function TwoStepDialog(props: Props) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const close = () => {
    setOpen(false);
    setConfirming(false);
    setError(null);
  };
  const review = () => {
    const refusal = props.review();
    setError(refusal);
    setConfirming(refusal === null);
  };
  const submit = async () => {
    try {
      const answer = await props.send();
      toast.success(answer.message ?? `${props.action} berhasil`);
      close();
    } catch (failure) {
      setError((props.failure ?? messageOf)(failure));
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        aria-label={`${props.action} ${props.label}`}
        title={props.action}
        onClick={() => setOpen(true)}
      >
        {props.icon}
      </Button>
      <Modal
        open={open}
        title={confirming ? props.confirmTitle : props.action}
        tone="warning"
        onClose={props.pending ? undefined : close}
        footer={
          confirming ? (
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={props.pending}>
                Kembali
              </Button>
              <Button onClick={submit} disabled={props.pending}>
                {props.confirmLabel}
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                Tutup
              </Button>
              <Button onClick={review}>Lanjut</Button>
            </>
          )
        }
      >
        {confirming ? props.confirmation : props.form}
        {error ? (
          <div role="alert" className="mt-2 text-red-600">
            {error}
          </div>
        ) : null}
      </Modal>
    </>
  );
}

/** The reason of a change (at most 500 characters), as the dialogs ask for it. */
export function ReasonField(props: {
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextAreaField
      label={props.label}
      maxLength={500}
      value={props.value}
      placeholder={props.placeholder}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
