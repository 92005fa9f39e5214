import { TOPUP_METHOD_LABELS, TOPUP_METHODS, topupRequestSchema } from "@ferry/shared/agents";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { blockControlClass } from "../../../components/form/control-class";
import { Field } from "../../../components/form/field";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { uploadProof } from "../resource-kit/upload-image";
import { useFileRequest } from "./api/agents";

const EMPTY = { amount: "", method: "transfer", reference: "", bukti_url: "" };

/** An agent's request for balance: amount, method, reference and an optional proof image. */
export function TopupForm() {
  const ids = { method: useId(), proof: useId() };
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [uploading, setUploading] = useState(false);
  const submit = useFileRequest<typeof EMPTY>("topups");
  const set = (key: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      set("bukti_url", await uploadProof(file));
    } catch (caught) {
      setErrors((current) => ({
        ...current,
        bukti_url:
          caught instanceof ApiError
            ? (caught.fieldMessage("file") ?? caught.message)
            : "Gagal mengunggah gambar",
      }));
    } finally {
      setUploading(false);
    }
  };
  const send = () => {
    const parsed = topupRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    submit.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? "Permintaan top-up berhasil diajukan");
        setValues(EMPTY);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors)
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0]])));
        else toast.error(error.message);
      },
    });
  };
  return (
    <form
      aria-label="Ajukan top-up"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <h2 className="text-lg font-semibold">Ajukan Top-up Saldo</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label="Jumlah (Rp)"
          type="number"
          min={0}
          inputMode="numeric"
          value={values.amount}
          error={errors.amount}
          onChange={(event) => set("amount", event.target.value)}
        />
        <div>
          <label htmlFor={ids.method} className="mb-1 block text-sm font-medium">
            Metode
          </label>
          <select
            id={ids.method}
            className={blockControlClass}
            value={values.method}
            onChange={(event) => set("method", event.target.value)}
          >
            {TOPUP_METHODS.map((method) => (
              <option key={method} value={method}>
                {TOPUP_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
          {errors.method ? <p className="mt-1 text-xs text-red-600">{errors.method}</p> : null}
        </div>
        <Field
          label="No. Referensi"
          value={values.reference}
          error={errors.reference}
          placeholder="mis. nomor transfer"
          onChange={(event) => set("reference", event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={ids.proof} className="mb-1 block text-sm font-medium">
          Bukti pembayaran (opsional)
        </label>
        <div className="flex items-center gap-3">
          {values.bukti_url ? (
            <img src={values.bukti_url} alt="Bukti pembayaran" className="h-14 w-20 rounded object-cover" />
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
        {errors.bukti_url ? <p className="mt-1 text-xs text-red-600">{errors.bukti_url}</p> : null}
      </div>
      <Button type="submit" disabled={submit.isPending || uploading}>
        Ajukan Top-up
      </Button>
    </form>
  );
}
