import { forwardRef, type TextareaHTMLAttributes, useId } from "react";
import { blockControlClass } from "./control-class";

/** A labelled text area with its error under it (the text-area twin of `./field`). */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }
>(function TextAreaField({ label, error, className = "", id, rows = 3, ...props }, ref) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div className={className}>
      <label htmlFor={areaId} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        className={blockControlClass}
        {...props}
      />
      {error ? (
        <p id={`${areaId}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
});
