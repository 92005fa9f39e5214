import type { CashierShift } from "@ferry/shared/cashier-shifts";
import { useState } from "react";
import { Skeleton } from "../../../components/ui/skeleton";
import { useCurrentShift } from "./api/shifts";
import { CloseShiftForm } from "./close-shift-form";
import { OpenShiftForm } from "./open-shift-form";
import { PrintButtons } from "./print-buttons";
import { MethodTable, ShiftFacts } from "./shift-figures";
import { ShiftList } from "./shift-list";

/**
 * `/shift-kasir` 'Shift Kasir': open the shift with the float; while it is open, its takings so far and
 * the close with the money counted per method (expected, counted, difference); after the close, the report
 * to print (thermal or A4). Below, the cashier's own shifts.
 */
export default function ShiftPage() {
  const current = useCurrentShift();
  const [closed, setClosed] = useState<CashierShift | null>(null);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Shift Kasir</h1>
        <p className="text-sm text-slate-500">
          Setiap pembayaran di loket masuk ke shift yang terbuka. Tutup shift dengan uang yang dihitung;
          supervisor menyetujui penutupannya.
        </p>
      </div>
      {closed ? (
        <section
          aria-label="Shift ditutup"
          className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
        >
          <h2 className="text-lg font-semibold">Shift {closed.kode} ditutup</h2>
          <ShiftFacts shift={closed} />
          <MethodTable shift={closed} />
          <PrintButtons shiftId={closed.id} />
        </section>
      ) : null}
      {current.isLoading ? (
        <Skeleton className="h-40" />
      ) : current.data ? (
        <>
          <section
            aria-label="Shift berjalan"
            className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          >
            <h2 className="text-lg font-semibold">Shift berjalan</h2>
            <ShiftFacts shift={current.data} />
            <MethodTable shift={current.data} />
          </section>
          <CloseShiftForm shift={current.data} onClosed={setClosed} />
        </>
      ) : (
        <OpenShiftForm />
      )}
      <ShiftList
        title="Riwayat Shift Saya"
        withCashier={false}
        actions={(shift) => <PrintButtons shiftId={shift.id} />}
      />
    </div>
  );
}
