import { PaymentDesk } from "./payment-desk";

/** `/IIbooking` 'Pembayaran': the waiting transfers and every booking. */
export default function PaymentsPage() {
  return <PaymentDesk title="Pembayaran" withAllBookings />;
}
