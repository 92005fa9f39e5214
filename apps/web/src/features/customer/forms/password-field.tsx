import { Eye, EyeOff } from "lucide-react";
import { forwardRef, type InputHTMLAttributes, useId, useState } from "react";
import { blockControlClass } from "../../../components/form/control-class";
import { errorAttributes, FieldFrame } from "../../../components/form/field-frame";

/** A labelled password input with a show/hide button and its error under it. */
export const PasswordField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }
>(function PasswordField({ label, error, id, className = "", ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={inputId} label={label} error={error} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? "text" : "password"}
          {...errorAttributes(inputId, error)}
          className={`${blockControlClass} pr-10`}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible(!visible)}
          aria-label={visible ? `Sembunyikan ${label.toLowerCase()}` : `Tampilkan ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex items-center px-3 text-slate-500 hover:text-slate-700 dark:hover:text-slate-300"
        >
          {visible ? (
            <EyeOff className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Eye className="h-4 w-4" aria-hidden="true" />
          )}
        </button>
      </div>
    </FieldFrame>
  );
});
