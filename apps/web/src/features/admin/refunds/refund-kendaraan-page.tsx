import { useParams } from "react-router";
import { RefundsPage } from "./refunds-page";

/** `/refund-kendaraan` and `/refund-kendaraan/:scheduleId` (the same list for one sailing). */
export default function RefundKendaraanPage() {
  const { scheduleId } = useParams();
  const id = scheduleId ? Number(scheduleId) : undefined;
  return <RefundsPage jenis="kendaraan" scheduleId={id && Number.isInteger(id) && id > 0 ? id : undefined} />;
}
