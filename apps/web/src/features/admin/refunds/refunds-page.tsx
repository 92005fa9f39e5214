import type { RefundKind } from "@ferry/shared/refunds";
import { useSession } from "../../session/session-context";
import { BookingLookup } from "./booking-lookup";
import { RefundList } from "./refund-list";

const TITLES: Record<RefundKind, string> = { penumpang: "Refund Penumpang", kendaraan: "Refund Kendaraan" };

/**
 * `/refund-penumpang`, `/refund-kendaraan` and `/refund-kendaraan/:scheduleId`: the refunds of one kind of
 * ticket with status tabs (approve / reject with `edit refund …`), and a booking look-up to ask for a
 * refund (`create refund …`) or move the booking to another sailing (`edit booking`).
 */
export function RefundsPage({ jenis, scheduleId }: { jenis: RefundKind; scheduleId?: number }) {
  const session = useSession();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{TITLES[jenis]}</h1>
        <p className="text-sm text-slate-500">
          {scheduleId
            ? `Refund tiket ${jenis} untuk satu jadwal.`
            : `Cari booking, pilih tiket ${jenis} yang di-refund, lalu setujui atau tolak permintaannya.`}
        </p>
      </div>
      {scheduleId ? null : (
        <BookingLookup
          jenis={jenis}
          canRequest={session.can(`create refund ${jenis}`)}
          canReschedule={session.can("edit booking")}
        />
      )}
      <RefundList jenis={jenis} scheduleId={scheduleId} canDecide={session.can(`edit refund ${jenis}`)} />
    </div>
  );
}
