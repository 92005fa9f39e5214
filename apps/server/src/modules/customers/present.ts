import {
  COMPLETE_PROFILE_SUFFIX,
  type CustomerAuthResponse,
  type CustomerProfile,
  type CustomerUser,
  GENDERS,
  IDENTITY_TYPES,
  isProfileComplete,
} from "@ferry/shared/customer-auth";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { AppError } from "../../lib/app-error";
import type { UserRow } from "../auth/index";

export type CustomerRow = typeof customers.$inferSelect;
/** A signed-in customer as every customer answer gives it. */
export type CustomerAccount = { user: CustomerUser; pelanggan: CustomerProfile };

export async function customerRowOf(db: Database, userId: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.user_id, userId)).limit(1);
  return row;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

export function toCustomerProfile(row: CustomerRow): CustomerProfile {
  return {
    nama_lengkap: row.nama_lengkap,
    email: row.email,
    nomor_telepon: row.nomor_telepon,
    alamat: row.alamat,
    tanggal_lahir: row.tanggal_lahir,
    jenis_kelamin: oneOf(GENDERS, row.jenis_kelamin),
    nomor_identitas: row.nomor_identitas,
    jenis_identitas: oneOf(IDENTITY_TYPES, row.jenis_identitas) ?? "KTP",
  };
}

export function toCustomerAccount(user: UserRow, row: CustomerRow): CustomerAccount {
  return {
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      nama_lengkap: user.nama_lengkap,
      tipe_pengguna: "pelanggan",
      status: user.status,
      google_id: row.google_id,
      created_at: user.created_at.toISOString(),
    },
    pelanggan: toCustomerProfile(row),
  };
}

/** The customer behind a pelanggan account; an account without its customer record cannot be used. */
export async function presentCustomer(db: Database, user: UserRow): Promise<CustomerAccount> {
  const row = await customerRowOf(db, user.id);
  if (!row) throw new AppError("CUSTOMER_DATA_MISSING");
  return toCustomerAccount(user, row);
}

/**
 * The answer of customer login, Google login/sign-up and a customer's refresh: top-level token fields,
 * and `action_required: complete_profile` while name or phone is missing (the message then ends with the
 * specification's suffix, except on refresh).
 */
export function customerAuthAnswer(
  result: { token: string; expiresAt: Date; account: CustomerAccount },
  message: string,
  options: { explainCompleteProfile?: boolean } = {},
): CustomerAuthResponse {
  const complete = isProfileComplete(result.account.pelanggan);
  const explain = !complete && (options.explainCompleteProfile ?? true);
  return {
    success: true,
    message: explain ? `${message.replace(/\.$/, "")}.${COMPLETE_PROFILE_SUFFIX}` : message,
    token: result.token,
    user: result.account.user,
    pelanggan: result.account.pelanggan,
    expires_at: result.expiresAt.toISOString(),
    expires_in: Math.max(0, Math.round((result.expiresAt.getTime() - Date.now()) / 1000)),
    ...(complete ? {} : { action_required: "complete_profile" as const }),
  };
}
