import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import {
  type BookingForRefund,
  quoteReschedule,
  type RescheduleQuote,
  useRefundMutation,
  useSailingOptions,
} from "./api";

const input =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800";

/** Pick another sailing of the same route with seats, see the fee and the price difference, confirm. */
export function RescheduleDialog({ booking, onClose }: { booking: BookingForRefund; onClose: () => void }) {
  const ids = { sailing: useId(), method: useId(), reference: useId() };
  const options = useSailingOptions(booking.id, true);
  const [target, setTarget] = useState("");
  const [quote, setQuote] = useState<RescheduleQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [method, setMethod] = useState("tunai");
  const [reference, setReference] = useState("");
  const move = useRefundMutation<{ to_schedule_id: number }>(
    () => `/bookings/${booking.id}/reschedule`,
    (body) => ({ ...body, method, reference: reference || null }),
  );
  const pick = async (value: string) => {
    setTarget(value);
    setQuote(null);
    setError(null);
    if (!value) return;
    try {
      setQuote(await quoteReschedule(booking.id, Number(value)));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Gagal menghitung biaya");
    }
  };
  const confirm = async () => {
    if (!quote) return;
    try {
      const answer = await move.mutateAsync({ to_schedule_id: quote.to_schedule_id });
      toast.success(answer.message ?? "Booking berhasil dipindah jadwal");
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Gagal memindah jadwal");
    }
  };
  const sailings = (options.data ?? []).filter((sailing) => sailing.total_sisa_kuota > 0);
  return (
    <Modal
      open
      title="Reschedule Booking"
      tone="warning"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button disabled={!quote || move.isPending} onClick={() => void confirm()}>
            Ya, pindahkan
          </Button>
        </>
      }
    >
      <p className="mb-3 text-sm">
        Pindahkan booking <strong>{booking.booking_code}</strong> ke jadwal lain pada rute yang sama.
      </p>
      <label htmlFor={ids.sailing} className="mb-1 block text-sm font-medium">
        Jadwal tujuan
      </label>
      <select id={ids.sailing} value={target} onChange={(e) => void pick(e.target.value)} className={input}>
        <option value="">Pilih jadwal</option>
        {sailings.map((sailing) => (
          <option key={sailing.id} value={sailing.id}>
            {formatDateTime(sailing.waktu_berangkat)} · {sailing.ship?.nama ?? ""} · sisa{" "}
            {sailing.total_sisa_kuota}
          </option>
        ))}
      </select>
      {error ? <p className="mt-2 text-sm text-red-600">{error}</p> : null}
      {quote ? (
        <section aria-label="Biaya reschedule" className="mt-3 space-y-1 text-sm">
          <div>Biaya reschedule: {formatRupiah(quote.biaya)}</div>
          <div>Selisih harga: {formatRupiah(quote.selisih_harga)}</div>
          <div className="font-semibold">Total dibayar: {formatRupiah(quote.total_bayar)}</div>
          {quote.total_bayar > 0 && booking.channel !== "agen" ? (
            <div className="grid gap-2 sm:grid-cols-2">
              <div>
                <label htmlFor={ids.method} className="mb-1 block font-medium">
                  Metode pembayaran
                </label>
                <select
                  id={ids.method}
                  value={method}
                  onChange={(e) => setMethod(e.target.value)}
                  className={input}
                >
                  <option value="tunai">Tunai</option>
                  <option value="transfer">Transfer</option>
                  <option value="qris">QRIS</option>
                </select>
              </div>
              <div>
                <label htmlFor={ids.reference} className="mb-1 block font-medium">
                  No. Referensi
                </label>
                <input
                  id={ids.reference}
                  value={reference}
                  onChange={(e) => setReference(e.target.value)}
                  className={input}
                />
              </div>
            </div>
          ) : null}
        </section>
      ) : null}
    </Modal>
  );
}
