import { useId, useState } from "react";
import { type FieldValues, type UseFormReturn, useController } from "react-hook-form";
import { blockControlClass } from "../../../components/form/control-class";
import { ApiError } from "../../../lib/api";
import { useOptions } from "./api/resource";
import { ImageListField, type NamedImage } from "./image-list-field";
import type { FieldDef } from "./resource-types";
import { uploadImage } from "./upload-image";

/** One form control of the kit, bound to react-hook-form, with its label and error. */
export function FormField<Form extends FieldValues>({
  field,
  form,
}: {
  field: FieldDef<Form>;
  form: UseFormReturn<FieldValues, unknown, Form>;
}) {
  const id = useId();
  const { field: control, fieldState } = useController({ name: field.name, control: form.control });
  const options = useOptions(field.optionsFrom);
  const [uploading, setUploading] = useState(false);
  const error = fieldState.error?.message;
  const value = control.value;
  const describedBy = error ? `${id}-error` : undefined;

  let input: React.ReactNode;
  if (field.render) {
    input = field.render({ value, onChange: control.onChange });
  } else if (field.type === "select") {
    const choices = field.options ?? options.data ?? [];
    input = (
      <select
        id={id}
        className={blockControlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value === null || value === undefined ? "" : String(value)}
        onChange={(event) => control.onChange(event.target.value)}
        onBlur={control.onBlur}
      >
        <option value="">— pilih —</option>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.type === "checkboxes") {
    const selected: string[] = Array.isArray(value) ? value : [];
    input = (
      <div className="flex flex-wrap gap-3">
        {(field.options ?? options.data ?? []).map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              onChange={(event) =>
                control.onChange(
                  event.target.checked
                    ? [...selected, option.value]
                    : selected.filter((item) => item !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    );
  } else if (field.type === "textarea") {
    input = (
      <textarea
        id={id}
        rows={3}
        className={blockControlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={String(value ?? "")}
        onChange={control.onChange}
        onBlur={control.onBlur}
      />
    );
  } else if (field.type === "gallery") {
    const urls: string[] = Array.isArray(value) ? value : [];
    input = (
      <ImageListField
        id={id}
        named={false}
        value={urls.map((url) => ({ nama: "", gambar: url }))}
        onChange={(next) => control.onChange(next.map((item) => item.gambar))}
      />
    );
  } else if (field.type === "image-list") {
    const images: NamedImage[] = Array.isArray(value) ? value : [];
    input = <ImageListField id={id} value={images} onChange={control.onChange} />;
  } else if (field.type === "image") {
    const choose = async (file: File | undefined) => {
      if (!file) return;
      setUploading(true);
      try {
        control.onChange(await uploadImage(file));
        form.clearErrors(field.name);
      } catch (caught) {
        form.setError(field.name, {
          message:
            caught instanceof ApiError
              ? (caught.fieldMessage("file") ?? caught.message)
              : "Gagal mengunggah gambar",
        });
      } finally {
        setUploading(false);
      }
    };
    input = (
      <div className="flex items-center gap-3">
        {typeof value === "string" && value ? (
          <img src={value} alt="" className="h-14 w-20 rounded object-cover" />
        ) : null}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={uploading}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="text-sm"
        />
        {uploading ? <span className="text-xs text-slate-500">Mengunggah...</span> : null}
      </div>
    );
  } else {
    input = (
      <input
        id={id}
        type={field.type}
        step={field.type === "number" ? "any" : undefined}
        placeholder={field.placeholder}
        className={blockControlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value === null || value === undefined ? "" : String(value)}
        onChange={control.onChange}
        onBlur={control.onBlur}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {field.label}
      </label>
      {input}
      {field.help ? <p className="mt-1 text-xs text-slate-500">{field.help}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
