import { forwardRef, type TextareaHTMLAttributes, useId } from "react";
import { blockControlClass } from "./control-class";
import { errorAttributes, FieldFrame } from "./field-frame";

/** A labelled text area with its error under it (the text-area twin of `./field`). */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }
>(function TextAreaField({ label, error, className = "", id, rows = 3, ...props }, ref) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldFrame id={areaId} label={label} error={error} className={className}>
      <textarea
        ref={ref}
        id={areaId}
        rows={rows}
        {...errorAttributes(areaId, error)}
        className={blockControlClass}
        {...props}
      />
    </FieldFrame>
  );
});
