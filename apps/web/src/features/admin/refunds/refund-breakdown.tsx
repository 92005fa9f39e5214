import { THIRD_PARTY_NOTE } from "@ferry/shared/booking-components";
import { FARE_REFUND_RULE_LABELS, TRANSPORT_FARE_LABEL } from "@ferry/shared/fare-components";
import type { RefundComponent } from "@ferry/shared/refunds";
import { formatRupiah } from "../../../lib/format";

type Amounts = {
  komponen: RefundComponent[];
  jumlah_kotor: number;
  potongan: number;
  potongan_persen: number;
  jumlah_refund: number;
};

/** The component lines summed per component, in the order they come. */
function perComponent(lines: RefundComponent[]) {
  const byName = new Map<number, RefundComponent>();
  for (const line of lines) {
    const seen = byName.get(line.component_id);
    if (seen) {
      seen.dibayar += line.dibayar;
      seen.dikembalikan += line.dikembalikan;
    } else byName.set(line.component_id, { ...line });
  }
  return [...byName.values()];
}

/**
 * What a refund returns (decision 044): the transport fare, each component with what goes back of what
 * was paid and its rule, the fee (on the transport fare only) and the amount returned.
 */
export function RefundBreakdown({ amounts, compact = false }: { amounts: Amounts; compact?: boolean }) {
  const components = perComponent(amounts.komponen);
  const transport = amounts.jumlah_kotor - components.reduce((sum, line) => sum + line.dikembalikan, 0);
  return (
    <ul className={compact ? "space-y-0.5 text-xs text-slate-500" : "space-y-1"}>
      <li>
        {TRANSPORT_FARE_LABEL}: {formatRupiah(transport)}
      </li>
      {components.map((line) => (
        <li key={line.component_id}>
          {line.nama}
          {line.pemilik === "pihak_ketiga" ? ` (${THIRD_PARTY_NOTE})` : ""}: {formatRupiah(line.dikembalikan)}{" "}
          dari {formatRupiah(line.dibayar)}
          {compact ? null : (
            <span className="text-slate-500"> · {FARE_REFUND_RULE_LABELS[line.aturan_refund]}</span>
          )}
        </li>
      ))}
      {compact ? null : (
        <>
          <li>
            Potongan ({amounts.potongan_persen}%): {formatRupiah(amounts.potongan)}
          </li>
          <li className="text-xs text-slate-500">
            Potongan hanya dari {TRANSPORT_FARE_LABEL.toLowerCase()}; komponen tarif dikembalikan menurut
            aturannya.
          </li>
          <li className="font-semibold">Dikembalikan: {formatRupiah(amounts.jumlah_refund)}</li>
        </>
      )}
    </ul>
  );
}
