import type { CustomerProfileUpdate } from "@ferry/shared/customer-auth";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { AppError, fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { setCustomerContact } from "../users/index";
import { type CustomerAccount, toCustomerAccount } from "./present";
import { EMAIL_TAKEN, emailTaken, isUniqueViolation } from "./register";

/**
 * PUT /api/customer/profile: all eight fields of the customer record; the account's name, e-mail and
 * username (= e-mail) follow. An e-mail another account uses is the field error 'Email sudah terdaftar'.
 */
export async function updateCustomerProfile(
  db: Database,
  userId: number,
  input: CustomerProfileUpdate,
  actor: Actor,
): Promise<CustomerAccount> {
  if (await emailTaken(db, input.email, userId)) throw fieldError("email", EMAIL_TAKEN);
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const [customer] = await tx
        .update(customers)
        .set({
          ...input,
          // A new e-mail is unproven until verified again; the same one (any case) keeps its proof.
          email_verified_at: sql`case when lower(${customers.email}) = lower(${input.email}) then ${customers.email_verified_at} end`,
          updated_at: now,
        })
        .where(eq(customers.user_id, userId))
        .returning();
      if (!customer) throw new AppError("CUSTOMER_DATA_MISSING");
      const user = await setCustomerContact(tx, userId, input, now);
      if (!user) throw new AppError("NOT_FOUND", "Pengguna tidak ditemukan");
      await logActivity(tx, actor, {
        action: "customer.profile_updated",
        description: "Memperbarui profil pelanggan",
        subject_type: "user",
        subject_id: userId,
      });
      return toCustomerAccount(user, customer);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("email", EMAIL_TAKEN);
    throw error;
  }
}
