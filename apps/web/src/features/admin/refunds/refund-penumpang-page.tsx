import { RefundsPage } from "./refunds-page";

/** `/refund-penumpang`. */
export default function RefundPenumpangPage() {
  return <RefundsPage jenis="penumpang" />;
}
