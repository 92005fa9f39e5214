import {
  type SaveSalesLimitsInput,
  type SaveSalesLimitsValues,
  type ScheduleSalesLimits,
  saveSalesLimitsSchema,
} from "@ferry/shared/sales-limits";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { useSaveSalesLimits } from "./api/sales-limits";

const inputClass =
  "w-28 rounded-lg border border-slate-300 bg-white px-2 py-1 text-right text-sm dark:border-slate-600 dark:bg-slate-800";

const toForm = (data: ScheduleSalesLimits): SaveSalesLimitsInput => ({
  limits: data.limits.map((limit) => ({
    channel: limit.channel,
    batas: limit.batas === null ? "" : String(limit.batas),
  })),
});

/** Each channel's batas, terjual and sisa; with `canEdit` the batas are inputs (empty: no limit) and can be saved. */
export function LimitsForm({ data, canEdit }: { data: ScheduleSalesLimits; canEdit: boolean }) {
  const save = useSaveSalesLimits(data.schedule_id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SaveSalesLimitsInput, unknown, SaveSalesLimitsValues>({
    resolver: zodResolver(saveSalesLimitsSchema),
    defaultValues: toForm(data),
  });
  useEffect(() => form.reset(toForm(data)), [data, form]);
  const errors = form.formState.errors.limits;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync(values);
      toast.success(answer.message ?? "Limit jual berhasil disimpan");
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.errors ?? {}) : [];
      const placed = fields.filter(([field]) => /^limits\.\d+\.batas$/.test(field));
      for (const [field, messages] of placed) {
        form.setError(field as FieldPath<SaveSalesLimitsInput>, { message: messages[0] });
      }
      if (placed.length === 0)
        setFailure(error instanceof Error ? error.message : "Gagal menyimpan limit jual");
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {failure ? (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-red-700 dark:bg-red-950 dark:text-red-300">
          {failure}
        </p>
      ) : null}
      <table className="w-full text-sm" aria-label="Limit jual per kanal">
        <thead className="text-xs text-slate-500 uppercase">
          <tr>
            <th className="py-2 text-left">Kanal</th>
            <th className="py-2 text-right">Batas</th>
            <th className="py-2 text-right">Terjual</th>
            <th className="py-2 text-right">Sisa</th>
          </tr>
        </thead>
        <tbody>
          {data.limits.map((limit, index) => {
            const error = errors?.[index]?.batas?.message;
            return (
              <tr key={limit.channel} className="border-t border-slate-100 dark:border-slate-800">
                <td className="py-2 font-medium">{limit.label}</td>
                <td className="py-2 text-right">
                  {canEdit ? (
                    <>
                      <input
                        aria-label={`Batas ${limit.label}`}
                        inputMode="numeric"
                        placeholder="Tanpa batas"
                        aria-invalid={error ? true : undefined}
                        className={inputClass}
                        {...form.register(`limits.${index}.batas`)}
                      />
                      {error ? <p className="mt-1 text-xs text-red-600">{error}</p> : null}
                    </>
                  ) : (
                    (limit.batas ?? "Tanpa batas")
                  )}
                </td>
                <td className="py-2 text-right">{limit.terjual}</td>
                <td className={`py-2 text-right font-semibold ${limit.sisa === 0 ? "text-red-600" : ""}`}>
                  {limit.sisa ?? "-"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="text-xs text-slate-500">
        Kosongkan batas agar kanal tidak dibatasi. Batas tidak boleh kurang dari kursi yang sudah terjual.
      </p>
      {canEdit ? (
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Menyimpan..." : "Simpan"}
        </Button>
      ) : null}
    </form>
  );
}
