import type { RegisterInput } from "@ferry/shared/customer-auth";
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { users } from "../../db/schema/users";
import { fieldError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import { hashPassword } from "../auth/index";
import { enqueueEmailLink } from "../notices/index";
import { insertAccount } from "../users/index";
import { VERIFY_PAGE } from "./verify-email";

export const EMAIL_TAKEN = "Email sudah terdaftar";

/** Whether any account other than `exceptUserId` uses this e-mail (as e-mail or username), case-insensitively. */
export async function emailTaken(db: Database, email: string, exceptUserId?: number): Promise<boolean> {
  const value = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(eq(sql`lower(${users.email})`, value), eq(sql`lower(${users.username})`, value)),
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  if (user) return true;
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(sql`lower(${customers.email})`, value),
        exceptUserId === undefined ? undefined : ne(customers.user_id, exceptUserId),
      ),
    )
    .limit(1);
  return customer !== undefined;
}

/** A unique-index refusal (two sign-ups of one e-mail racing), wherever the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
}

export type NewCustomer = {
  email: string;
  nama_lengkap: string | null;
  passwordHash: string;
  profile?: Partial<Omit<RegisterInput, "email" | "nama_lengkap" | "password" | "tipe_pengguna">>;
  google_id?: string;
  /** When the e-mail was proven to be the customer's (the demo customer); absent: unproven. */
  email_verified_at?: Date;
};

/**
 * Creates the `pelanggan` account (username = e-mail) and its customer record; call inside the
 * caller's transaction. The account's display name falls back to the e-mail's local part.
 */
export async function insertCustomer(tx: Database, input: NewCustomer) {
  const email = input.email.trim().toLowerCase();
  const user = await insertAccount(tx, {
    username: email,
    nama_lengkap: input.nama_lengkap ?? email.split("@")[0] ?? email,
    email,
    tipe_pengguna: "pelanggan",
    status: "Aktif",
    password_hash: input.passwordHash,
  });
  const profile = input.profile ?? {};
  const [customer] = await tx
    .insert(customers)
    .values({
      user_id: user.id,
      nama_lengkap: input.nama_lengkap,
      email,
      nomor_telepon: profile.nomor_telepon ?? null,
      alamat: profile.alamat ?? null,
      tanggal_lahir: profile.tanggal_lahir ?? null,
      jenis_kelamin: profile.jenis_kelamin ?? null,
      nomor_identitas: profile.nomor_identitas ?? null,
      jenis_identitas: profile.jenis_identitas ?? "KTP",
      google_id: input.google_id ?? null,
      email_verified_at: input.email_verified_at ?? null,
    })
    .returning();
  if (!customer) throw new Error("customer insert returned nothing");
  return { user, customer };
}

/**
 * POST /api/register: a `pelanggan` account and its customer record in one transaction, whatever
 * `tipe_pengguna` was sent, with the e-mail asking to verify the address (decision 025). An e-mail any account already uses is the field error 'Email sudah terdaftar'.
 */
export async function registerCustomer(
  db: Database,
  input: RegisterInput,
  context: Omit<Actor, "id" | "username">,
): Promise<{ userId: number; email: string }> {
  if (await emailTaken(db, input.email)) throw fieldError("email", EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const { nama_lengkap, email, password: _password, tipe_pengguna: _ignored, ...profile } = input;
  try {
    return await db.transaction(async (tx) => {
      const { user } = await insertCustomer(tx, { email, nama_lengkap, passwordHash, profile });
      await enqueueEmailLink(
        tx,
        "email_verification",
        {
          userId: user.id,
          nama_lengkap: user.nama_lengkap,
          email: user.username,
        },
        VERIFY_PAGE,
      );
      await logActivity(
        tx,
        { ...context, id: user.id, username: user.username },
        {
          action: "customer.registered",
          description: `Registrasi pelanggan ${user.username}`,
          subject_type: "user",
          subject_id: user.id,
        },
      );
      return { userId: user.id, email: user.username };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("email", EMAIL_TAKEN);
    throw error;
  }
}
