import { THIRD_PARTY_NOTE } from "@ferry/shared/booking-components";
import { type FareOwner, TRANSPORT_FARE_LABEL } from "@ferry/shared/fare-components";
import { formatRupiah } from "./format";
import type { Row } from "./view";

/** Who each third party's component is remitted to, by the component's name (names are unique). */
export type Recipients = ReadonlyMap<string, string | null>;

type Part = { nama: string; pemilik: FareOwner; jumlah: number };

/** 'Rp 1.000' or, for a third party's component, 'Rp 1.000 (dipungut untuk PT Jasa Raharja)'. */
function partValue(part: Part, recipients: Recipients): string {
  const amount = formatRupiah(part.jumlah);
  if (part.pemilik !== "pihak_ketiga") return amount;
  const penerima = recipients.get(part.nama.toLowerCase());
  return `${amount} (${penerima ? `dipungut untuk ${penerima}` : THIRD_PARTY_NOTE})`;
}

/** One row per component, in the order given. */
export function componentRows(parts: Part[], recipients: Recipients): Row[] {
  return parts.map((part) => ({ label: part.nama, value: partValue(part, recipients) }));
}

/**
 * A price as every document prints it (decision 044): the transport fare, each component line (a third
 * party's marked as collected for its recipient), then the total.
 */
export function fareRows(transport: number, parts: Part[], recipients: Recipients): Row[] {
  const total = parts.reduce((sum, part) => sum + part.jumlah, transport);
  return [
    { label: TRANSPORT_FARE_LABEL, value: formatRupiah(transport) },
    ...componentRows(parts, recipients),
    { label: "Total", value: formatRupiah(total) },
  ];
}
