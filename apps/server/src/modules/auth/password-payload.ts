import { customerChangePasswordSchema } from "@ferry/shared/customer-auth";
import { changePasswordSchema } from "@ferry/shared/staff-auth";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";

/** What PUT /api/profile/password changes, whichever screen sent it. */
export type OwnPasswordChange = {
  current_password: string;
  new_password: string;
  /** The field error of a wrong current password, in the sending screen's words. */
  wrongCurrentMessage: string;
};

function validated<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "body";
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new AppError("VALIDATION_ERROR", Object.values(errors)[0]?.[0], { errors });
}

/**
 * PUT /api/profile/password takes two payloads (public specification, section 7): the staff call's
 * `new_password` / `new_password_confirmation` with the staff messages, and the customer screen's
 * `password` / `password_confirmation` with its own. The field names decide (the staff names first); a
 * body with neither is read as the caller's own screen (customer for a pelanggan, staff otherwise).
 */
export function ownPasswordChange(body: unknown, isCustomer: boolean): OwnPasswordChange {
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const staffNames = "new_password" in fields || "new_password_confirmation" in fields;
  const customerNames = "password" in fields || "password_confirmation" in fields;
  const customerScreen = !staffNames && (customerNames || isCustomer);
  if (customerScreen) {
    const input = validated(customerChangePasswordSchema, fields);
    return {
      current_password: input.current_password,
      new_password: input.password,
      wrongCurrentMessage: "Password saat ini tidak sesuai",
    };
  }
  const input = validated(changePasswordSchema, fields);
  return {
    current_password: input.current_password,
    new_password: input.new_password,
    wrongCurrentMessage: "Password saat ini salah",
  };
}
