import { forwardRef, type SelectHTMLAttributes, useId } from "react";
import { blockControlClass } from "./control-class";
import { errorAttributes, FieldFrame } from "./field-frame";

export type Choice = { value: string; label: string; disabled?: boolean };

/** A labelled select with its error under it (the select twin of `./field`). */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: string;
    choices: Choice[];
    error?: string;
    /** The text of the empty first option; none when left out. */
    placeholder?: string;
  }
>(function SelectField({ label, choices, error, placeholder, className = "", id, ...props }, ref) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} error={error} className={className}>
      <select
        ref={ref}
        id={selectId}
        {...errorAttributes(selectId, error)}
        className={blockControlClass}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
