import { forwardRef, type InputHTMLAttributes, useId } from "react";
import { blockControlClass } from "./control-class";
import { errorAttributes, FieldFrame } from "./field-frame";

/** A labelled input with its error message under it. */
export const Field = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }
>(function Field({ label, error, className = "", id, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} error={error} className={className}>
      <input
        ref={ref}
        id={inputId}
        {...errorAttributes(inputId, error)}
        className={blockControlClass}
        {...props}
      />
    </FieldFrame>
  );
});
