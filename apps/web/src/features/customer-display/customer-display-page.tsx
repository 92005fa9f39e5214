import { CircleCheck, Ship } from "lucide-react";
import { useEffect, useState } from "react";
import { type DisplayMessage, listenToCounter } from "../../lib/customer-display";
import { formatRupiah } from "../../lib/format";

/** How long 'Pembayaran diterima' stays before the welcome comes back. */
const PAID_SHOWN_MS = 8_000;

/**
 * `/layar-pelanggan`: the screen facing the buyer at the counter, opened in a second window of the
 * counter's browser. It shows what the counter sends (`lib/customer-display`): the dynamic QRIS to scan
 * with the amount and deadline, then 'Pembayaran diterima'; otherwise a welcome. It asks the server for
 * nothing, so it needs no sign-in.
 */
export function CustomerDisplayPage() {
  const [shown, setShown] = useState<DisplayMessage>({ kind: "idle" });
  useEffect(() => listenToCounter(setShown), []);
  useEffect(() => {
    if (shown.kind !== "paid") return;
    const timer = setTimeout(() => setShown({ kind: "idle" }), PAID_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-white p-4 text-center text-slate-900">
      {shown.kind === "qris" ? (
        <>
          <h1 className="text-2xl font-bold sm:text-4xl">Scan QRIS untuk membayar</h1>
          <img
            src={shown.qr_image}
            alt="Kode QRIS untuk dipindai"
            className="aspect-square w-full max-w-[28rem] rounded-lg border border-slate-200 bg-white p-2"
          />
          <p className="text-4xl font-bold sm:text-6xl">{formatRupiah(shown.amount)}</p>
          <p className="text-lg">
            Booking <span className="font-mono font-semibold">{shown.booking_code}</span>
            {shown.deadline ? ` · bayar sebelum ${shown.deadline}` : ""}
          </p>
        </>
      ) : shown.kind === "paid" ? (
        <div role="status" className="space-y-4">
          <CircleCheck className="mx-auto h-24 w-24 text-green-600" aria-hidden="true" />
          <h1 className="text-3xl font-bold sm:text-5xl">Pembayaran diterima</h1>
          <p className="text-lg">Terima kasih. Tiket booking {shown.booking_code} sedang dicetak.</p>
        </div>
      ) : (
        <div className="space-y-4">
          <Ship className="mx-auto h-20 w-20 text-navy-600" aria-hidden="true" />
          <h1 className="text-3xl font-bold sm:text-5xl">Selamat datang</h1>
          <p className="text-lg text-slate-600">Kode QRIS pembayaran akan tampil di layar ini.</p>
        </div>
      )}
    </main>
  );
}
