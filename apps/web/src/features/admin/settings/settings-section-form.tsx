import type { SettingsKey, SettingsOverview } from "@ferry/shared/system-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type FieldValues, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { useSaveSettings } from "./api/settings";
import type { SectionConfig } from "./sections";
import { SettingInput } from "./setting-input";

/**
 * One section of 'Pengaturan Sistem' as a form: validated with the section's shared schema, saved whole
 * with a toast, and read-only without `canEdit` ('edit pengaturan'). The server's field errors land on
 * their inputs.
 */
export function SettingsSectionForm({
  section,
  state,
  canEdit,
}: {
  section: SectionConfig;
  state: SettingsOverview[SettingsKey];
  canEdit: boolean;
}) {
  const save = useSaveSettings(section.key);
  const values: FieldValues = state.values;
  const defaults: FieldValues = state.defaults;
  const form = useForm<FieldValues>({ resolver: zodResolver(section.schema), defaultValues: values });
  useEffect(() => form.reset(values), [values, form]);

  const submit = form.handleSubmit(async (data) => {
    try {
      const answer = await save.mutateAsync(data);
      toast.success(answer.message ?? `Pengaturan ${section.title} berhasil disimpan`);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [name, messages] of Object.entries(error.errors)) {
          if (section.fields.some((field) => field.name === name))
            form.setError(name, { message: messages[0] });
        }
      }
      toast.error(error instanceof Error ? error.message : `Gagal menyimpan pengaturan ${section.title}`);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {section.fields.map((field) => (
          <SettingInput
            key={field.name}
            id={`${section.key}-${field.name}`}
            field={field}
            registration={form.register(field.name)}
            defaultValue={defaults[field.name]}
            error={form.getFieldState(field.name, form.formState).error?.message}
            readOnly={!canEdit}
          />
        ))}
      </div>
      {canEdit ? (
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Menyimpan..." : "Simpan"}
        </Button>
      ) : (
        <p className="text-sm text-slate-500">Anda hanya dapat melihat pengaturan ini.</p>
      )}
    </form>
  );
}
