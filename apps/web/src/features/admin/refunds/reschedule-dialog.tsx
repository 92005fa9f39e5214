import { hasPassengerSeat, placesLeft, placesPerClassText } from "@ferry/shared/places-left";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { blockControlClass } from "../../../components/form/control-class";
import { Modal } from "../../../components/ui/modal";
import { DEFAULT_ZONE, formatRupiah } from "../../../lib/format";
import {
  type BookingForRefund,
  quoteReschedule,
  type RescheduleQuote,
  type SailingOption,
  useReschedule,
  useSailingOptions,
} from "./api/refunds";
import { ConfirmFooter, PaymentFields } from "./dialog-parts";

/** A sailing that has room for what the booking carries: an adult seat for passengers, a vehicle place. */
function fits(sailing: SailingOption, booking: BookingForRefund): boolean {
  const moving = booking.tickets.filter((ticket) => ticket.status_tiket === "aktif");
  const kinds = new Set(moving.map((ticket) => ticket.jenis));
  if (kinds.has("penumpang") && !hasPassengerSeat(sailing.available_seats)) return false;
  return !kinds.has("kendaraan") || placesLeft(sailing.available_seats).kendaraan > 0;
}

/** `30/11/2026 10.00 WITA · KMP Nusa · Ekonomi 0 · Bisnis 12 · Gol IVA 3`. */
export function sailingOptionLabel(sailing: SailingOption): string {
  const zone = sailing.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;
  return [
    formatZonedDateTime(sailing.waktu_berangkat, zone),
    sailing.ship?.nama,
    placesPerClassText(sailing.available_seats),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Pick another sailing of the same route with room, see the fee and the price difference, confirm. */
export function RescheduleDialog({ booking, onClose }: { booking: BookingForRefund; onClose: () => void }) {
  const sailingId = useId();
  const options = useSailingOptions(booking.id, true);
  const [target, setTarget] = useState("");
  const [quote, setQuote] = useState<RescheduleQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [method, setMethod] = useState("tunai");
  const [reference, setReference] = useState("");
  const move = useReschedule(booking.id);
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
      const answer = await move.mutateAsync({
        to_schedule_id: quote.to_schedule_id,
        method,
        reference: reference || null,
      });
      toast.success(answer.message ?? "Booking berhasil dipindah jadwal");
      onClose();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Gagal memindah jadwal");
    }
  };
  const sailings = (options.data ?? []).filter((sailing) => fits(sailing, booking));
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
            {sailingOptionLabel(sailing)}
          </option>
        ))}
      </select>
      {options.isSuccess && sailings.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">
          Tidak ada jadwal lain pada rute ini yang masih punya tempat untuk penumpang dan kendaraan booking
          ini.
        </p>
      ) : null}
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
