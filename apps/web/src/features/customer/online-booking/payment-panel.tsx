import type { CustomerBooking } from "@ferry/shared/online-booking";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { formatDateTime, formatRupiah, zoneLabel } from "../../../lib/format";
import { useUploadProof } from "./api/bookings";

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/webp,application/pdf";

/** `hh:mm:ss` left until `deadline` (0 when passed), ticking every second. */
export function useCountdown(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline ? Math.max(0, Date.parse(deadline) - now) : null;
}

export function formatCountdown(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return parts.map((part) => String(part).padStart(2, "0")).join(":");
}

/** A waiting booking: the deadline counting down, the bank transfer instructions and the proof upload. */
export function PaymentPanel({ booking, zone }: { booking: CustomerBooking; zone: string }) {
  const instructions = booking.payment_instructions;
  const left = useCountdown(instructions?.deadline ?? booking.expires_at);
  const upload = useUploadProof();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (booking.proof_waiting) {
    return (
      <section
        aria-label="Pembayaran"
        className="rounded-xl border border-sky-300 bg-sky-50 p-4 dark:border-sky-800 dark:bg-sky-950"
      >
        <p className="font-semibold">Bukti pembayaran sedang diverifikasi petugas.</p>
        <p className="text-sm">Tiket terbit setelah pembayaran disetujui.</p>
      </section>
    );
  }
  if (!instructions) return null;
  const send = async () => {
    if (!file) return setError("Bukti pembayaran wajib dipilih");
    if (file.size > MAX_BYTES) return setError("Ukuran file maksimal 5 MB");
    setError(null);
    try {
      const answer = await upload.mutateAsync({ code: booking.booking_code, value: file });
      toast.success(answer.message);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "Gagal mengunggah bukti";
      setError(message);
      toast.error(message);
    }
  };
  return (
    <section
      aria-labelledby="pembayaran"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950"
    >
      <h2 id="pembayaran" className="text-lg font-semibold">
        Pembayaran: {instructions.label}
      </h2>
      {instructions.deadline ? (
        <p>
          Bayar sebelum {formatDateTime(instructions.deadline, zone)} {zoneLabel(zone)} · sisa waktu{" "}
          <strong data-testid="countdown">{left === null ? "-" : formatCountdown(left)}</strong>
        </p>
      ) : null}
      <p className="text-xl font-bold">{formatRupiah(instructions.amount)}</p>
      <ul className="space-y-1">
        {instructions.accounts.map((account) => (
          <li key={account.nomor_rekening} className="rounded-lg bg-white p-3 dark:bg-slate-900">
            <span className="font-semibold">{account.nama_bank}</span> ·{" "}
            <span className="font-mono">{account.nomor_rekening}</span> · a.n. {account.atas_nama}
          </li>
        ))}
      </ul>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        {instructions.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {booking.can_upload_proof ? (
        <div className="space-y-2">
          <label htmlFor="bukti-transfer" className="block text-sm font-medium">
            Bukti transfer (JPEG, PNG, WebP atau PDF, maks. 5 MB)
          </label>
          <input
            id="bukti-transfer"
            type="file"
            accept={ACCEPT}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block text-sm"
          />
          {error ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <Button onClick={() => void send()} disabled={upload.isPending}>
            {upload.isPending ? "Mengunggah..." : "Kirim Bukti Pembayaran"}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-red-600">Batas waktu pembayaran sudah lewat.</p>
      )}
    </section>
  );
}
