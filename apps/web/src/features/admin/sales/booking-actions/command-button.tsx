import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { z } from "zod";
import { TextAreaField } from "../../../../components/form/text-area-field";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { ApiError } from "../../../../lib/api";
import { type BookingCommand, useBookingCommand } from "../api/booking-commands";

export type ReasonField = {
  /** The body member the text goes to (`catatan`, `alasan`). */
  name: string;
  label: string;
  /** The shared schema of the body; decides whether the text is required and its message. */
  schema: z.ZodType;
};

/**
 * A button that asks for confirmation (and a reason when the action takes one) before it runs a booking
 * command. A refusal keeps the dialog open with the API's message; success closes it and toasts.
 */
export function CommandButton({
  label,
  icon,
  variant = "primary",
  title,
  description,
  confirmLabel,
  tone = "default",
  reason,
  children,
  command,
}: {
  label: string;
  icon?: ReactNode;
  variant?: "primary" | "secondary" | "danger" | "ghost";
  title: string;
  description: ReactNode;
  confirmLabel: string;
  tone?: "default" | "danger" | "warning";
  reason?: ReasonField;
  /** More choices inside the dialog (e.g. on credit or pay later). */
  children?: ReactNode;
  command: (text: string) => BookingCommand;
}) {
  const triggerId = useId();
  const run = useBookingCommand();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  // The reason is what the dialog is for: the cursor starts there.
  useEffect(() => {
    if (open) textArea.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    setText("");
    setInvalid(null);
    run.reset();
    // Back to the button; after success it may be gone, then to the booking panel.
    setTimeout(() => {
      const target = document.getElementById(triggerId) ?? document.querySelector("[data-booking-drawer]");
      (target as HTMLElement | null)?.focus();
    });
  };
  const confirm = () => {
    if (reason) {
      const checked = reason.schema.safeParse({ [reason.name]: text });
      if (!checked.success) {
        setInvalid(checked.error.issues[0]?.message ?? "Isian tidak valid");
        return;
      }
    }
    setInvalid(null);
    run.mutate(command(text.trim()), { onSuccess: close });
  };
  const failure = run.error;
  const fieldError =
    invalid ?? (reason && failure instanceof ApiError ? failure.fieldMessage(reason.name) : undefined);
  return (
    <>
      <Button id={triggerId} variant={variant} onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        tone={tone}
        onClose={run.isPending ? undefined : close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={run.isPending}>
              Batal
            </Button>
            <Button
              variant={tone === "danger" ? "danger" : "primary"}
              onClick={confirm}
              disabled={run.isPending}
              autoFocus={!reason}
            >
              {run.isPending ? "Memproses..." : confirmLabel}
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <div>{description}</div>
          {children}
          {reason ? (
            <div>
              <TextAreaField
                ref={textArea}
                label={reason.label}
                value={text}
                error={fieldError ?? undefined}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
          ) : null}
          {failure ? (
            <p
              role="alert"
              className="rounded-md bg-red-50 p-2 text-red-700 dark:bg-red-950 dark:text-red-300"
            >
              {failure.message}
            </p>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
