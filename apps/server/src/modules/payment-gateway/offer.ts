import {
  GATEWAY_METHOD_LABELS,
  GATEWAY_STATUS_LABELS,
  type GatewayMethod,
  type GatewayOffer,
  type GatewayPayment,
} from "@ferry/shared/payment-gateway";
import type { Database } from "../../db/client";
import { qrPng } from "../documents/index";
import type { GatewayProvider } from "../online-booking/index";
import { findOpenCharge, type GatewayRow } from "./store";

/** What a payer is shown of a charge: the method, the VA number or the QRIS image, the deadline. */
export function presentCharge(row: GatewayRow): GatewayPayment {
  const method = row.method as GatewayMethod;
  return {
    method,
    label: GATEWAY_METHOD_LABELS[method] ?? row.method,
    status: row.status,
    status_label: GATEWAY_STATUS_LABELS[row.status] ?? row.status,
    amount: row.gross_amount,
    expires_at: row.expires_at?.toISOString() ?? null,
    bank: row.bank,
    va_number: row.va_number,
    biller_code: row.biller_code,
    qr_image: row.qr_string ? `data:image/png;base64,${qrPng(row.qr_string, 5).toString("base64")}` : null,
    deeplink_url: row.deeplink_url,
  };
}

/**
 * What the customer's waiting booking offers at the gateway: the methods on and the charge being paid
 * (VA number, QRIS image, deadline). Null with the gateway off or once the booking does not wait.
 */
export async function gatewayOffer(
  db: Database,
  gateway: GatewayProvider | null,
  booking: { id: number; status: string },
): Promise<GatewayOffer | null> {
  if (!gateway || booking.status !== "waiting_payment") return null;
  const open = await findOpenCharge(db, booking.id);
  return {
    methods: gateway.methods.map((code) => ({ code, label: GATEWAY_METHOD_LABELS[code] })),
    active: open ? presentCharge(open) : null,
  };
}
