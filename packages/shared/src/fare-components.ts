/**
 * Fare components (decision 042). A fare is the transport fare of the route's tariff (`ticket_prices`:
 * 'Tarif Jasa Angkutan', the only part discounts and the child and infant percentages apply to) plus the
 * components the operator configures: 'Jasa Pelabuhan / Pas Masuk', 'Iuran Wajib Jasa Raharja',
 * 'Asuransi Tambahan', … Each component has an amount per cargo type, for every route or for one route,
 * from an effective date; it belongs to the operator or is collected for a third party and remitted.
 */
export const FARE_OWNERS = ["operator", "pihak_ketiga"] as const;
export type FareOwner = (typeof FARE_OWNERS)[number];
export const FARE_OWNER_LABELS: Record<FareOwner, string> = {
  operator: "Operator",
  pihak_ketiga: "Pihak ketiga (disetorkan)",
};

/**
 * When a component goes back to the passenger on a refund:
 * - `selalu`: with every refund, in full (no refund fee applies to it);
 * - `sebelum_boarding`: only while boarding of the sailing has not opened (e.g. the port fee);
 * - `force_majeure`: only when the operator cancelled the sailing (the migrated insurance levy).
 * A sailing the operator cancelled returns every component whatever its rule.
 */
export const FARE_REFUND_RULES = ["selalu", "sebelum_boarding", "force_majeure"] as const;
export type FareRefundRule = (typeof FARE_REFUND_RULES)[number];
export const FARE_REFUND_RULE_LABELS: Record<FareRefundRule, string> = {
  selalu: "Selalu dikembalikan",
  sebelum_boarding: "Dikembalikan sebelum boarding dibuka",
  force_majeure: "Hanya bila pelayaran dibatalkan operator",
};

/** The name of the transport fare, the first column of every tariff. */
export const TRANSPORT_FARE_LABEL = "Tarif Jasa Angkutan";
