import { forwardRef, type SelectHTMLAttributes, useId } from "react";
import { blockControlClass } from "./control-class";

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
    <div className={className}>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
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
      {error ? (
        <p id={`${selectId}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
});
