import { Ticket } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../../session/session-context";
import { BookingList } from "../sales/booking-list/booking-list";
import { AgentBalanceCard } from "./agent-balance-card";
import { AgentOnly } from "./agent-only";

/** `/agen-booking` 'Tiket Penumpang': the agent's balance and own sales, and 'Jual Tiket'. */
export default function AgentBookingsPage() {
  const session = useSession();
  return (
    <AgentOnly title="Tiket Penumpang">
      <div className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold">Tiket Penumpang</h1>
            <p className="text-sm text-slate-500">Penjualan tiket Anda, dibayar dari saldo agen.</p>
          </div>
          {session.can("create booking agen") ? (
            <Link
              to="/agen-booking/create"
              className="inline-flex items-center gap-2 rounded-lg bg-navy-700 px-4 py-2 text-sm font-medium text-white hover:bg-navy-800"
            >
              <Ticket className="h-4 w-4" aria-hidden="true" /> Jual Tiket
            </Link>
          ) : null}
        </div>
        <AgentBalanceCard />
        <BookingList filters={["status", "date", "code"]} emptyText="Belum ada penjualan tiket." />
      </div>
    </AgentOnly>
  );
}
