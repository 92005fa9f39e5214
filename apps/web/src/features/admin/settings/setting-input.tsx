import type { UseFormRegisterReturn } from "react-hook-form";
import { blockControlClass } from "../../../components/form/control-class";
import type { SettingField } from "./sections";

const inputClass = `${blockControlClass} read-only:bg-slate-100 dark:read-only:bg-slate-700`;

const shown = (value: unknown) =>
  value === true ? "Ya" : value === false ? "Tidak" : value === "" ? "kosong" : String(value ?? "-");

/** One setting: its input (a number, a text, or a yes/no switch), help text, default and error. */
export function SettingInput({
  id,
  field,
  registration,
  defaultValue,
  error,
  readOnly,
}: {
  id: string;
  field: SettingField;
  registration: UseFormRegisterReturn;
  defaultValue: unknown;
  error: string | undefined;
  readOnly: boolean;
}) {
  const described = { "aria-invalid": error ? true : undefined, "aria-describedby": `${id}-help` } as const;
  const help = (
    <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
      {field.help} Bawaan: {shown(defaultValue)}.
    </p>
  );
  return (
    <div>
      {field.kind === "yesno" ? (
        <label
          htmlFor={id}
          className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200"
        >
          <input
            id={id}
            type="checkbox"
            disabled={readOnly}
            className="size-4"
            {...described}
            {...registration}
          />
          {field.label}
        </label>
      ) : (
        <>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
            {field.label}
          </label>
          <input
            id={id}
            type={field.kind === "text" ? "text" : "number"}
            inputMode={field.kind === "text" ? undefined : "numeric"}
            readOnly={readOnly}
            className={inputClass}
            {...described}
            {...registration}
          />
        </>
      )}
      {help}
      {error ? <p className="mt-1 text-xs text-red-600 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
