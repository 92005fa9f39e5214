import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type FieldValues, useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { FormField } from "./form-field";
import type { ResourceConfig } from "./resource-types";

/** The create/edit form of a resource, validated by the same schema the server uses. */
export function ResourceForm<R extends { id: number }, Form extends FieldValues>({
  config: baseConfig,
  editing = false,
  initial,
  onSubmit,
  onCancel,
}: {
  config: ResourceConfig<R, Form>;
  editing?: boolean;
  initial: FieldValues;
  onSubmit: (body: unknown) => Promise<void>;
  onCancel: () => void;
}) {
  const config =
    editing && baseConfig.editFields
      ? {
          ...baseConfig,
          fields: baseConfig.editFields,
          formSchema: baseConfig.editSchema ?? baseConfig.formSchema,
        }
      : baseConfig;
  const form = useForm<FieldValues, unknown, Form>({
    resolver: zodResolver(config.formSchema),
    defaultValues: initial,
  });
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => form.reset(initial), [initial, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(config.toPayload ? config.toPayload(values) : values);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const known: string[] = config.fields.map((field) => field.name);
        for (const [field, messages] of Object.entries(error.errors)) {
          if (known.includes(field)) form.setError(field, { message: messages[0] });
        }
        const unplaced = Object.entries(error.errors).filter(([field]) => !known.includes(field));
        setFailure(unplaced.length ? unplaced.flatMap(([, messages]) => messages).join("\n") : null);
        if (!unplaced.length && Object.keys(error.errors).length === 0) setFailure(error.message);
        return;
      }
      setFailure(error instanceof Error ? error.message : "Terjadi kesalahan. Silakan coba lagi.");
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-2 whitespace-pre-line text-red-700 dark:bg-red-950 dark:text-red-300"
        >
          {failure}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {config.fields.map((field) => (
          <div
            key={field.name}
            className={
              field.type === "textarea" ||
              field.type === "checkboxes" ||
              field.type === "image-list" ||
              field.type === "gallery"
                ? "sm:col-span-2"
                : ""
            }
          >
            <FormField field={field} form={form} />
          </div>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
          Batal
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Menyimpan..." : "Simpan"}
        </Button>
      </div>
    </form>
  );
}
