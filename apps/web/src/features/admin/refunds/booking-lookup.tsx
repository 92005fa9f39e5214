import { bookingStatusLabel } from "@ferry/shared/bookings";
import { ticketStatusLabel } from "@ferry/shared/gate";
import {
  createRefundSchema,
  REFUND_STATUS_LABELS,
  type RefundKind,
  type RefundStatus,
} from "@ferry/shared/refunds";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { blockControlClass } from "../../../components/form/control-class";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Button } from "../../../components/ui/button";
import { formatRupiah } from "../../../lib/format";
import { sailingName } from "../../../lib/sailing-name";
import {
  type BookingForRefund,
  quoteRefund,
  type RefundQuote,
  useBookingForRefund,
  useRequestRefund,
} from "./api/refunds";
import { RefundBreakdown } from "./refund-breakdown";
import { RescheduleDialog } from "./reschedule-dialog";

/** Find a booking by its code, pick its tickets, see the quote, ask for the refund; or reschedule it. */
export function BookingLookup({
  jenis,
  canRequest,
  canReschedule,
}: {
  jenis: RefundKind;
  canRequest: boolean;
  canReschedule: boolean;
}) {
  const codeId = useId();
  const [typed, setTyped] = useState("");
  const [code, setCode] = useState("");
  const booking = useBookingForRefund(code);
  return (
    <section
      aria-label="Cari booking"
      className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setCode(typed.trim().toUpperCase());
        }}
      >
        <div className="flex-1">
          <label htmlFor={codeId} className="mb-1 block text-sm font-medium">
            Kode booking
          </label>
          <input
            id={codeId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className={blockControlClass}
          />
        </div>
        <Button type="submit">Cari</Button>
      </form>
      {booking.isError ? <p className="text-sm text-red-600">{booking.error.message}</p> : null}
      {booking.data ? (
        <BookingTickets
          key={booking.data.id}
          booking={booking.data}
          jenis={jenis}
          canRequest={canRequest}
          canReschedule={canReschedule}
        />
      ) : null}
    </section>
  );
}

type RequestInput = z.input<typeof createRefundSchema>;
type RequestValues = z.output<typeof createRefundSchema>;

function BookingTickets({
  booking,
  jenis,
  canRequest,
  canReschedule,
}: {
  booking: BookingForRefund;
  jenis: RefundKind;
  canRequest: boolean;
  canReschedule: boolean;
}) {
  const [quote, setQuote] = useState<RefundQuote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const request = useRequestRefund();
  const form = useForm<RequestInput, unknown, RequestValues>({
    resolver: zodResolver(createRefundSchema),
    defaultValues: { booking_id: booking.id, tickets: [], alasan: "" },
  });
  const tickets = booking.tickets.filter((ticket) => ticket.jenis === jenis);
  const refs = form.watch("tickets");
  const picked = refs.map((ref) => Number(ref.ticket_id));
  const toggle = (id: number) => {
    setQuote(null);
    setQuoteError(null);
    form.setValue(
      "tickets",
      picked.includes(id) ? refs.filter((ref) => ref.ticket_id !== id) : [...refs, { jenis, ticket_id: id }],
    );
  };
  const askQuote = async () => {
    setQuoteError(null);
    try {
      const tickets = picked.map((ticket_id) => ({ jenis, ticket_id }));
      setQuote(await quoteRefund({ booking_id: booking.id, tickets }));
    } catch (caught) {
      setQuote(null);
      setQuoteError(caught instanceof Error ? caught.message : "Gagal menghitung refund");
    }
  };
  const submit = form.handleSubmit(
    async (values) => {
      try {
        const answer = await request.mutateAsync(values);
        toast.success(answer.message ?? "Permintaan refund berhasil diajukan");
        form.reset();
        setQuote(null);
      } catch (caught) {
        toast.error(caught instanceof Error ? caught.message : "Gagal mengajukan refund");
      }
    },
    (errors) => toast.error(errors.alasan?.message ?? errors.tickets?.message ?? "Gagal mengajukan refund"),
  );
  return (
    <div className="space-y-3">
      <div className="text-sm">
        <div>
          <span className="font-mono font-semibold">{booking.booking_code}</span> · {booking.pemesan_nama} ·{" "}
          {bookingStatusLabel(booking.status)}
        </div>
        {booking.schedule ? <div className="text-slate-500">{sailingName(booking.schedule)}</div> : null}
      </div>
      {tickets.length === 0 ? (
        <p className="text-sm text-slate-500">Tidak ada tiket {jenis} pada booking ini</p>
      ) : null}
      <ul className="space-y-1">
        {tickets.map((ticket) => {
          const open = ticket.status_tiket === "aktif" && ticket.refund_status === null;
          return (
            <li key={ticket.ticket_id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  disabled={!open || !canRequest}
                  checked={picked.includes(ticket.ticket_id)}
                  onChange={() => toggle(ticket.ticket_id)}
                />
                <span className="font-mono">{ticket.kode_tiket}</span> {ticket.nama} ·{" "}
                {formatRupiah(ticket.amount)} ·{" "}
                {ticket.refund_status
                  ? `Refund ${REFUND_STATUS_LABELS[ticket.refund_status as RefundStatus] ?? ticket.refund_status}`
                  : ticketStatusLabel(ticket.status_tiket)}
              </label>
            </li>
          );
        })}
      </ul>
      <div className="flex gap-2">
        {canRequest ? (
          <Button variant="secondary" disabled={picked.length === 0} onClick={() => void askQuote()}>
            Hitung Refund
          </Button>
        ) : null}
        {canReschedule && booking.status === "confirmed" ? (
          <Button variant="secondary" onClick={() => setRescheduling(true)}>
            Reschedule
          </Button>
        ) : null}
      </div>
      {quoteError ? <p className="text-sm text-red-600">{quoteError}</p> : null}
      {quote ? (
        <section
          aria-label="Rincian refund"
          className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800"
        >
          <RefundBreakdown amounts={quote} />
          <TextAreaField label="Alasan refund" rows={2} {...form.register("alasan")} />
          <Button disabled={!form.watch("alasan").trim() || request.isPending} onClick={() => void submit()}>
            Ajukan Refund
          </Button>
        </section>
      ) : null}
      {rescheduling ? <RescheduleDialog booking={booking} onClose={() => setRescheduling(false)} /> : null}
    </div>
  );
}
