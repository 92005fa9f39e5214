import { API_ERRORS, type ApiErrorCode, type FieldErrors } from "@ferry/shared/api-errors";

/** A refusal with one of the catalogue's codes; the error handler turns it into the failure envelope. */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  readonly reason: string | undefined;

  constructor(code: ApiErrorCode, message?: string, extra: { errors?: FieldErrors; reason?: string } = {}) {
    super(message ?? API_ERRORS[code].message);
    this.code = code;
    this.statusCode = API_ERRORS[code].status;
    this.errors = extra.errors;
    this.reason = extra.reason;
  }
}

/** A 422 for one field, with the message the form shows under it. */
export function fieldError(field: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", message, { errors: { [field]: [message] } });
}
