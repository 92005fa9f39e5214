import { PaymentDesk } from "./payment-desk";

/** `/booking` 'ACC Pembayaran'. */
export default function AccPaymentPage() {
  return <PaymentDesk title="ACC Pembayaran" />;
}
