import {
  TOPUP_METHOD_LABELS,
  TOPUP_METHODS,
  type TopupRequestInput,
  topupRequestSchema,
} from "@ferry/shared/agents";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { blockControlClass } from "../../../components/form/control-class";
import { Field } from "../../../components/form/field";
import { showRefusal } from "../../../components/form/show-refusal";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { uploadProof } from "../resource-kit/upload-image";
import { useFileRequest } from "./api/agents";

type Values = z.output<typeof topupRequestSchema>;

const EMPTY: TopupRequestInput = { amount: "", method: "transfer", reference: "", bukti_url: "" };

/** An agent's request for balance: amount, method, reference and an optional proof image. */
export function TopupForm() {
  const ids = { method: useId(), proof: useId() };
  const form = useForm<TopupRequestInput, unknown, Values>({
    resolver: zodResolver(topupRequestSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const proof = String(form.watch("bukti_url") ?? "");
  const [uploading, setUploading] = useState(false);
  const file = useFileRequest<Values>("topups");
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setUploading(true);
    try {
      form.setValue("bukti_url", await uploadProof(chosen));
      form.clearErrors("bukti_url");
    } catch (caught) {
      form.setError("bukti_url", {
        message:
          caught instanceof ApiError
            ? (caught.fieldMessage("file") ?? caught.message)
            : "Gagal mengunggah gambar",
      });
    } finally {
      setUploading(false);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await file.mutateAsync(values);
      toast.success(answer.message ?? "Permintaan top-up berhasil diajukan");
      form.reset(EMPTY);
    } catch (error) {
      showRefusal(form, error, "Gagal mengajukan top-up");
    }
  });
  return (
    <form
      aria-label="Ajukan top-up"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      onSubmit={submit}
    >
      <h2 className="text-lg font-semibold">Ajukan Top-up Saldo</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label="Jumlah (Rp)"
          type="number"
          min={0}
          inputMode="numeric"
          error={errors.amount?.message}
          {...form.register("amount")}
        />
        <div>
          <label htmlFor={ids.method} className="mb-1 block text-sm font-medium">
            Metode
          </label>
          <select id={ids.method} className={blockControlClass} {...form.register("method")}>
            {TOPUP_METHODS.map((method) => (
              <option key={method} value={method}>
                {TOPUP_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
          {errors.method ? <p className="mt-1 text-xs text-red-600">{errors.method.message}</p> : null}
        </div>
        <Field
          label="No. Referensi"
          error={errors.reference?.message}
          placeholder="mis. nomor transfer"
          {...form.register("reference")}
        />
      </div>
      <div>
        <label htmlFor={ids.proof} className="mb-1 block text-sm font-medium">
          Bukti pembayaran (opsional)
        </label>
        <div className="flex items-center gap-3">
          {proof ? (
            <img src={proof} alt="Bukti pembayaran" className="h-14 w-20 rounded object-cover" />
          ) : null}
          <input
            id={ids.proof}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="text-sm"
          />
          {uploading ? <span className="text-xs text-slate-500">Mengunggah...</span> : null}
        </div>
        {errors.bukti_url ? <p className="mt-1 text-xs text-red-600">{errors.bukti_url.message}</p> : null}
      </div>
      <Button type="submit" disabled={file.isPending || uploading}>
        Ajukan Top-up
      </Button>
    </form>
  );
}
