import type { CustomerBooking } from "@ferry/shared/online-booking";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { DEFAULT_ZONE } from "../../../lib/format";
import { usePdfServiceOnline } from "../../print/api/pdf-service";
import { BookingResult } from "../../public/booking-check/booking-result";
import { useCancelBooking, useCustomerBooking } from "./api/bookings";
import { ETicketDelivery } from "./e-ticket-delivery";
import { GatewayPanel } from "./gateway-panel";
import { PassengerCorrections } from "./passenger-corrections";
import { PaymentPanel } from "./payment-panel";

function CancelBooking({ booking }: { booking: CustomerBooking }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelBooking();
  if (!booking.can_cancel) return null;
  const confirm = async () => {
    try {
      const answer = await cancel.mutateAsync({ code: booking.booking_code, value: null });
      toast.success(answer.message);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Gagal membatalkan booking");
    }
    setAsking(false);
  };
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Batalkan Booking
      </Button>
      <Modal
        open={asking}
        title="Batalkan Booking"
        tone="danger"
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Tidak
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={cancel.isPending}>
              Ya, Batalkan
            </Button>
          </>
        }
      >
        <p>
          Booking {booking.booking_code} akan dibatalkan dan kursinya dilepas. Tindakan ini tidak dapat
          dibatalkan.
        </p>
      </Modal>
    </>
  );
}

/**
 * One own booking: payment (online at the gateway, or deadline, instructions, proof), the /cek-booking
 * view with its print menu, where the e-tickets are sent, corrections, cancel.
 */
export function CustomerBookingDetail({ code, onBack }: { code: string; onBack: () => void }) {
  const query = useCustomerBooking(code);
  const booking = query.data;
  const printable = booking?.print_available ?? false;
  const service = usePdfServiceOnline("public", printable);
  if (query.isLoading) return <p className="text-slate-500">Memuat booking...</p>;
  if (!booking) {
    return (
      <p role="alert" className="text-red-600">
        {query.error?.message ?? "Booking tidak ditemukan"}{" "}
        <button type="button" className="underline" onClick={onBack}>
          Kembali
        </button>
      </p>
    );
  }
  const zone = booking.schedule?.route?.port_origin.zona_waktu ?? DEFAULT_ZONE;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          Kembali ke Riwayat
        </Button>
        <CancelBooking booking={booking} />
      </div>
      {booking.status === "waiting_payment" ? (
        <>
          <GatewayPanel booking={booking} zone={zone} />
          <PaymentPanel booking={booking} zone={zone} />
        </>
      ) : null}
      <BookingResult
        booking={booking}
        tickets={{ data: booking.tickets, loading: false, failed: false }}
        serviceOnline={service.data}
      />
      <ETicketDelivery booking={booking} />
      <PassengerCorrections booking={booking} />
    </div>
  );
}
