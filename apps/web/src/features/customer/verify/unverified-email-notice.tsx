import { MailWarning } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useResendVerification } from "./api/verify-email";

/**
 * The dashboard's notice while the account's e-mail is not verified (decision 025): bookings made at the
 * counter under that address stay hidden until then; 'Kirim ulang tautan verifikasi' e-mails a new link.
 */
export function UnverifiedEmailNotice() {
  const resend = useResendVerification();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200"
    >
      <MailWarning className="h-5 w-5" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold">Alamat e-mail Anda belum terverifikasi</p>
        <p className="text-sm">
          Buka tautan yang kami kirim ke e-mail Anda. Pemesanan di loket dengan e-mail ini baru tampil setelah
          diverifikasi.
        </p>
        {resend.isSuccess ? <p className="mt-1 text-sm font-semibold">{resend.data.message}</p> : null}
        {resend.isError ? (
          <p className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">{resend.error.message}</p>
        ) : null}
      </div>
      <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
        Kirim ulang tautan verifikasi
      </Button>
    </div>
  );
}
