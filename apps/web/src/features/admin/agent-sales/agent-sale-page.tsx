import { Link } from "react-router";
import { SaleEditor } from "../sales/sale-form/sale-editor";
import { AgentBalanceNote } from "./agent-balance-note";
import { AgentOnly } from "./agent-only";

/** `/agen-booking/create`: the sale editor for an agent, paid from the agent's balance. */
export default function AgentSalePage() {
  return (
    <AgentOnly title="Jual Tiket">
      <div className="space-y-3">
        <Link to="/agen-booking" className="text-sm text-navy-700 underline dark:text-navy-100">
          ← Kembali ke daftar tiket
        </Link>
        <SaleEditor
          mode="agen"
          title="Jual Tiket"
          description="Penjualan tiket agen. Total penjualan dipotong dari saldo (dan plafon) agen."
          submitLabel="Jual Tiket"
          aside={(total) => <AgentBalanceNote total={total} />}
        />
      </div>
    </AgentOnly>
  );
}
