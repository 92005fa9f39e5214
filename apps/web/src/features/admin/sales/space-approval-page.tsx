import { SPACE_STATUS_LABELS } from "@ferry/shared/bookings";
import { BookingList } from "./booking-list/booking-list";

const SPACE_TABS = ["menunggu", "disetujui", "ditolak"].map((value) => ({
  value,
  label: SPACE_STATUS_LABELS[value] ?? value,
}));

/** `/booking-ekspedisi` 'ACC Space / Kuota': expedition requests to approve (pay later or on credit) or reject. */
export default function SpaceApprovalPage() {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">ACC Space / Kuota</h1>
        <p className="text-sm text-slate-500">
          Permintaan space dari perusahaan ekspedisi. Buka detail untuk menyetujui atau menolak.
        </p>
      </div>
      <BookingList
        fixed={{ channel: "ekspedisi" }}
        tabs={{ name: "space_status", label: "Status space", options: SPACE_TABS }}
        filters={["date", "code"]}
        actions={{ decideSpace: true }}
        emptyText="Tidak ada permintaan space."
      />
    </div>
  );
}
