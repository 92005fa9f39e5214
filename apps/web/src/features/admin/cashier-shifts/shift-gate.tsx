import type { ReactNode } from "react";
import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { useCurrentShift } from "./api/shifts";

/**
 * The counter sells only in an open shift (decision 026): without one the page says so and offers
 * 'Buka shift'; with one it names the shift above the form. The server refuses such a sale in any case.
 */
export function ShiftGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const runsShifts = session.can("create shift kasir");
  const current = useCurrentShift(runsShifts);
  if (!runsShifts) return <>{children}</>;
  if (current.isLoading) return <Skeleton className="h-40" />;
  if (!current.data) {
    return (
      <section
        aria-label="Shift belum dibuka"
        className="max-w-xl space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
      >
        <h1 className="text-xl font-bold">Shift kasir belum dibuka</h1>
        <p>
          Penjualan di loket hanya dapat dilakukan saat shift kasir Anda terbuka. Buka shift dengan modal awal
          di laci.
        </p>
        <Link
          to="/shift-kasir"
          className="inline-block rounded bg-navy-700 px-4 py-2 font-medium text-white hover:bg-navy-800 focus:outline-none focus-visible:ring-2"
        >
          Buka shift
        </Link>
      </section>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Shift {current.data.kode} · {current.data.loket} · dibuka {formatDateTime(current.data.opened_at)} ·{" "}
        <Link to="/shift-kasir" className="underline">
          Tutup shift
        </Link>
      </p>
      {children}
    </div>
  );
}
