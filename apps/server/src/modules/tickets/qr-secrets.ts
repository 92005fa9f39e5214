import type { TicketKind } from "@ferry/shared/gate";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { newQrSecret } from "./ticket-codes";
import { lockTicket, SUBJECT_TYPES } from "./ticket-status";
import { type TicketView, updateTicket } from "./ticket-store";

/** A new QR secret for an active ticket: the old QR code no longer opens any gate. Logged without secrets. */
export async function regenerateQr(
  db: Database,
  actor: Actor,
  jenis: TicketKind,
  id: number,
): Promise<TicketView> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, jenis, id);
    if (ticket.status_tiket !== "aktif") {
      throw new AppError(
        "CONFLICT",
        `QR hanya dapat dibuat ulang untuk tiket aktif (status: ${ticket.status_tiket})`,
      );
    }
    const qr_secret = newQrSecret();
    await updateTicket(tx, jenis, id, { qr_secret });
    await logActivity(tx, actor, {
      action: "ticket.qr_regenerated",
      description: `QR tiket ${ticket.kode_tiket} dibuat ulang; QR lama tidak berlaku`,
      subject_type: SUBJECT_TYPES[jenis],
      subject_id: id,
    });
    return { ...ticket, qr_secret };
  });
}

/** A self-check of QR secret generation: many secrets, all 128-bit, URL-safe and distinct. Writes nothing. */
export function testQrGeneration(count = 1000) {
  const started = performance.now();
  const secrets = Array.from({ length: count }, () => newQrSecret());
  const wellFormed = secrets.every((secret) => /^[A-Za-z0-9_-]{22}$/.test(secret));
  const distinct = new Set(secrets).size === count;
  return {
    ok: wellFormed && distinct,
    generated: count,
    distinct,
    well_formed: wellFormed,
    bits: 128,
    encoding: "base64url",
    length: 22,
    sample: secrets[0] ?? "",
    duration_ms: Math.round((performance.now() - started) * 100) / 100,
  };
}
