import { randomBytes } from "node:crypto";
import type { SessionSettings } from "@ferry/shared/session-settings";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { customers } from "../../db/schema/customers";
import { users } from "../../db/schema/users";
import { AppError } from "../../lib/app-error";
import { type Actor, logActivity } from "../activity-log/index";
import type { RequestContext } from "../auth/index";
import { hashPassword, openSignedInSession } from "../auth/index";
import { admitCustomer, customerPolicy } from "./customer-login";
import type { GoogleIdentity } from "./google-token";
import type { CustomerRow } from "./present";
import { emailTaken, insertCustomer, isUniqueViolation } from "./register";

async function customerByGoogleId(db: Database, googleId: string) {
  const [row] = await db
    .select({ user: users, customer: customers })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.user_id))
    .where(eq(customers.google_id, googleId))
    .limit(1);
  return row;
}

/**
 * POST /api/loginGoogle: the customer linked to the token's Google subject signs in through the same
 * session code as a password sign-in. Not linked: 404 GOOGLE_ACCOUNT_NOT_FOUND; inactive: 403.
 */
export async function loginWithGoogle(
  db: Database,
  identity: GoogleIdentity,
  context: RequestContext,
  settings: SessionSettings,
) {
  const linked = await customerByGoogleId(db, identity.sub);
  if (!linked) throw new AppError("GOOGLE_ACCOUNT_NOT_FOUND");
  await admitCustomer(db, linked.user);
  return openSignedInSession(db, linked.user, {}, context, settings, customerPolicy);
}

/** Why a Google sign-up cannot create an account: already linked (ACCOUNT_EXISTS) or e-mail in use. */
async function googleSignUpRefusal(db: Database, identity: GoogleIdentity): Promise<AppError | null> {
  if (await customerByGoogleId(db, identity.sub)) return new AppError("ACCOUNT_EXISTS");
  if (await emailTaken(db, identity.email)) return new AppError("EMAIL_REGISTERED");
  return null;
}

/**
 * POST /api/registerGoogle: a customer from the verified name and e-mail (so `email_verified_at` is set), linked to the Google subject,
 * with a random password nobody knows (the account signs in with Google; decision 014). Then signs it in.
 */
export async function registerWithGoogle(
  db: Database,
  identity: GoogleIdentity,
  context: RequestContext,
  settings: SessionSettings,
) {
  const refusal = await googleSignUpRefusal(db, identity);
  if (refusal) throw refusal;
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  let created: Awaited<ReturnType<typeof insertCustomer>>;
  try {
    created = await db.transaction(async (tx) => {
      const inserted = await insertCustomer(tx, {
        email: identity.email,
        nama_lengkap: identity.name,
        passwordHash,
        google_id: identity.sub,
        email_verified_at: new Date(),
      });
      await logActivity(
        tx,
        { ...context, id: inserted.user.id, username: inserted.user.username },
        {
          action: "customer.registered_google",
          description: `Registrasi pelanggan dengan Google ${inserted.user.username}`,
          subject_type: "user",
          subject_id: inserted.user.id,
        },
      );
      return inserted;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await googleSignUpRefusal(db, identity)) ?? new AppError("ACCOUNT_EXISTS");
  }
  return openSignedInSession(db, created.user, {}, context, settings, customerPolicy);
}

/**
 * When the account's e-mail counts as proven after linking: Google verified the same address (every
 * accepted token has `email_verified`), or it was proven before.
 */
function googleProof(customer: CustomerRow, identity: GoogleIdentity): Date | null {
  if (customer.email_verified_at) return customer.email_verified_at;
  return customer.email.toLowerCase() === identity.email ? new Date() : null;
}

/**
 * POST /api/customer/google/link: links a Google subject to the signed-in customer, only while the
 * account has none (409 GOOGLE_ALREADY_LINKED) and the subject is nobody else's (409 GOOGLE_LINKED_ELSEWHERE).
 */
export async function linkGoogle(
  db: Database,
  userId: number,
  identity: GoogleIdentity,
  actor: Actor,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [mine] = await tx.select().from(customers).where(eq(customers.user_id, userId)).for("update");
      if (!mine) throw new AppError("CUSTOMER_DATA_MISSING");
      if (mine.google_id) throw new AppError("GOOGLE_ALREADY_LINKED");
      const [other] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.google_id, identity.sub))
        .limit(1);
      if (other) throw new AppError("GOOGLE_LINKED_ELSEWHERE");
      await tx
        .update(customers)
        .set({
          google_id: identity.sub,
          email_verified_at: googleProof(mine, identity),
          updated_at: new Date(),
        })
        .where(eq(customers.id, mine.id));
      await logActivity(tx, actor, {
        action: "customer.google_linked",
        description: "Menautkan akun Google",
        subject_type: "user",
        subject_id: userId,
      });
      return identity.sub;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("GOOGLE_LINKED_ELSEWHERE");
    throw error;
  }
}
