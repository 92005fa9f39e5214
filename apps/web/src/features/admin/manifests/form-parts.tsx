import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { controlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";

/** A labelled control: the label wraps its control, so clicking the text focuses it. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, so the label wraps it
    <label className="block text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      {children}
    </label>
  );
}

/** A labelled full-width text input. */
export const TextField = forwardRef<
  HTMLInputElement,
  { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "className">
>(function TextField({ label, ...input }, ref) {
  return (
    <Field label={label}>
      <input ref={ref} className={`${controlClass} w-full`} {...input} />
    </Field>
  );
});

/** The form's error, when there is one. */
export function FormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-sm text-red-600">
      {error}
    </p>
  ) : null;
}

/** A dialog form's footer: its error, then 'Batal' and the submit button. */
export function DialogActions({
  error,
  onCancel,
  pending,
  submitLabel,
  submitVariant,
}: {
  error: string | null;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  submitVariant?: "primary" | "danger";
}) {
  return (
    <>
      <FormError error={error} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Batal
        </Button>
        <Button type="submit" variant={submitVariant} disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
