import { ExternalLink } from "lucide-react";
import { useId, useState } from "react";
import { ApiError } from "../../../../lib/api";
import { uploadProof } from "../../resource-kit/upload-image";

/** The transfer proof: an image uploaded at once; its URL is what the payment carries. */
export function ProofUpload({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      onChange(await uploadProof(file));
    } catch (caught) {
      setFailure(
        caught instanceof ApiError
          ? (caught.fieldMessage("file") ?? caught.message)
          : "Gagal mengunggah bukti",
      );
    } finally {
      setBusy(false);
    }
  };
  const message = failure ?? error;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        Bukti transfer
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
        className="w-full text-sm"
      />
      {busy ? <p className="mt-1 text-xs text-slate-500">Mengunggah...</p> : null}
      {value ? (
        <a
          href={value}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-2 text-xs text-navy-700 underline dark:text-navy-100"
        >
          <img src={value} alt="Bukti transfer" className="h-12 w-16 rounded object-cover" />
          Lihat bukti <ExternalLink className="h-3 w-3" aria-hidden="true" />
        </a>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {message}
        </p>
      ) : null}
    </div>
  );
}
