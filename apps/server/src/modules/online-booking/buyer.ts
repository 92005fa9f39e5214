import { isProfileComplete } from "@ferry/shared/customer-auth";
import { ONLINE_BOOKING_MESSAGES } from "@ferry/shared/online-booking";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { AppError } from "../../lib/app-error";

export type Buyer = { nama_lengkap: string; nomor_telepon: string; email: string };

/**
 * The signed-in customer as the buyer of an online booking (name, phone and e-mail from the profile),
 * or 422 'Lengkapi profil Anda sebelum memesan tiket' while the profile is incomplete.
 */
export async function buyerOf(db: Database, userId: number): Promise<Buyer> {
  const [row] = await db.select().from(customers).where(eq(customers.user_id, userId));
  if (!row || !isProfileComplete(row)) {
    throw new AppError("VALIDATION_ERROR", ONLINE_BOOKING_MESSAGES.profileIncomplete, {
      errors: { profile: [ONLINE_BOOKING_MESSAGES.profileIncomplete] },
    });
  }
  return { nama_lengkap: row.nama_lengkap ?? "", nomor_telepon: row.nomor_telepon ?? "", email: row.email };
}
