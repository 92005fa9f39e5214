import { History } from "lucide-react";
import type { InputHTMLAttributes, KeyboardEvent, ReactNode } from "react";
import { type Path, useFormContext } from "react-hook-form";
import { Field } from "../../../../components/form/field";
import type { SaleValues } from "../sale-form/sale-values";
import { KeyHint } from "./shortcuts";

/** What a look-up offers: Enter in the field fills it, `offer` is shown under the field. */
export type Offering = { onKeyDown: (event: KeyboardEvent) => void; offer: ReactNode };

/** Enter in the field fills what is offered (and neither adds a row nor sends the form). */
export const enterFills = (offered: boolean, fill: () => void) => (event: KeyboardEvent) => {
  if (event.key !== "Enter" || !offered) return;
  event.preventDefault();
  event.stopPropagation();
  fill();
};

/** A registered field of the sale form with, at the counter, what was sold before under its value. */
export function OfferingField({
  name,
  error,
  offering,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  name: Path<SaleValues>;
  label: string;
  error?: string;
  offering?: Offering;
}) {
  const { register } = useFormContext<SaleValues>();
  return (
    <>
      <Field
        {...input}
        autoComplete="off"
        error={error}
        onKeyDown={offering?.onKeyDown}
        {...register(name)}
      />
      {offering?.offer}
    </>
  );
}

/** 'Pernah dibeli: …' under a NIK or plate field, filled with Enter in the field or a click here. */
export function KnownOffer({ label, onFill }: { label: string; onFill: () => void }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      onClick={onFill}
      className="mt-1 flex w-full items-center gap-1 rounded-md bg-sky-50 px-2 py-1 text-left text-xs text-sky-900 hover:bg-sky-100 dark:bg-sky-950 dark:text-sky-100"
    >
      <History className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate">Pernah dibeli: {label}</span>
      <KeyHint keys="Enter" />
    </button>
  );
}
