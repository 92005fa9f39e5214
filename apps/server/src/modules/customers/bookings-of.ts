import { eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { AppError } from "../../lib/app-error";
import { type CustomerRow, customerRowOf } from "./present";

/**
 * The one rule of which bookings are a customer's: those made by the account (`customer_user_id`) and,
 * once the customer has proven to own its e-mail (`email_verified_at`), those made under that e-mail
 * (`pemesan_email`, case-insensitive, e.g. at the counter). An unproven e-mail links nothing: anyone may
 * register with someone else's address. The dashboard counts exactly these; the history lists and opens
 * exactly these.
 */
export function bookingsOf(userId: number, customer: Pick<CustomerRow, "email" | "email_verified_at">): SQL {
  const byAccount = eq(bookings.customer_user_id, userId);
  if (!customer.email_verified_at) return byAccount;
  return or(byAccount, eq(sql`lower(${bookings.pemesan_email})`, customer.email.toLowerCase())) ?? byAccount;
}

/** `bookingsOf` for a signed-in customer account (CUSTOMER_DATA_MISSING without its customer record). */
export async function bookingsOfCustomer(db: Database, userId: number): Promise<SQL> {
  const customer = await customerRowOf(db, userId);
  if (!customer) throw new AppError("CUSTOMER_DATA_MISSING");
  return bookingsOf(userId, customer);
}
