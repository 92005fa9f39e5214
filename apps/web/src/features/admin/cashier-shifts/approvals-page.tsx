import type { CashierShift } from "@ferry/shared/cashier-shifts";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../session/session-context";
import { ApproveShiftDialog } from "./approve-dialog";
import { PrintButtons } from "./print-buttons";
import { ShiftList } from "./shift-list";
import { ShiftReportSection } from "./shift-report";

/**
 * `/shift-kasir/persetujuan` 'Persetujuan Shift' (`view shift kasir`): every cashier's shifts; a closed one
 * is approved ('approve shift kasir') after checking expected against counted; the daily recap per cashier
 * and per counter below.
 */
export default function ShiftApprovalsPage() {
  const session = useSession();
  const [checking, setChecking] = useState<CashierShift | null>(null);
  const canApprove = session.can("approve shift kasir");
  const actions = (shift: CashierShift) => (
    <span className="inline-flex flex-wrap justify-end gap-2">
      {canApprove && shift.status === "ditutup" ? (
        <Button onClick={() => setChecking(shift)}>Periksa & Setujui</Button>
      ) : null}
      {shift.status !== "buka" ? <PrintButtons shiftId={shift.id} /> : null}
    </span>
  );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Persetujuan Shift Kasir</h1>
        <p className="text-sm text-slate-500">
          Periksa uang yang dihitung kasir terhadap catatan sistem, lalu setujui penutupan shift. Kasir tidak
          dapat menyetujui shiftnya sendiri.
        </p>
      </div>
      <ShiftList title="Shift Kasir" withCashier actions={actions} />
      <ShiftReportSection />
      <ApproveShiftDialog shift={checking} onClose={() => setChecking(null)} />
    </div>
  );
}
