import { useId, useState } from "react";
import toast from "react-hot-toast";
import { blockControlClass } from "../../../components/form/control-class";
import { Modal } from "../../../components/ui/modal";
import { formatDateTime, formatRupiah } from "../../../lib/format";
import {
  type BookingForRefund,
  quoteReschedule,
  type RescheduleQuote,
  useRefundMutation,
  useSailingOptions,
} from "./api";
import { ConfirmFooter, PaymentFields } from "./dialog-parts";

/** Pick another sailing of the same route with seats, see the fee and the price difference, confirm. */
export function RescheduleDialog({ booking, onClose }: { booking: BookingForRefund; onClose: () => void }) {
  const sailingId = useId();
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
        <ConfirmFooter
          onCancel={onClose}
          onConfirm={() => void confirm()}
          confirmLabel="Ya, pindahkan"
          disabled={!quote || move.isPending}
        />
      }
    >
      <p className="mb-3 text-sm">
        Pindahkan booking <strong>{booking.booking_code}</strong> ke jadwal lain pada rute yang sama.
      </p>
      <label htmlFor={sailingId} className="mb-1 block text-sm font-medium">
        Jadwal tujuan
      </label>
      <select
        id={sailingId}
        value={target}
        onChange={(e) => void pick(e.target.value)}
        className={blockControlClass}
      >
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
            <PaymentFields
              methodLabel="Metode pembayaran"
              method={method}
              onMethod={setMethod}
              reference={reference}
              onReference={setReference}
              gridClass="grid gap-2 sm:grid-cols-2"
              labelClass="mb-1 block font-medium"
            />
          ) : null}
        </section>
      ) : null}
    </Modal>
  );
}
