import { API_ERRORS, type ApiErrorCode, type ApiFailure, type FieldErrors } from "@ferry/shared/api-errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";

/** Fastify's own refusals, mapped onto our catalogue. */
const FASTIFY_CODES: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "BAD_REQUEST",
  FST_ERR_CTP_EMPTY_JSON_BODY: "BAD_REQUEST",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "BAD_REQUEST",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
};

/** Errors of a database that cannot be reached: the answer is 503, not 500. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "57P01",
  "57P03",
  "08006",
  "08001",
]);

export function failureBody(
  code: ApiErrorCode | string,
  message: string,
  extra: { errors?: FieldErrors; reason?: string } = {},
): ApiFailure {
  return { success: false, message, code, error_code: code, ...extra };
}

export function sendFailure(reply: FastifyReply, error: AppError): FastifyReply {
  return reply
    .code(error.statusCode)
    .send(failureBody(error.code, error.message, { errors: error.errors, reason: error.reason }));
}

/** `/body/tickets/0/nama` -> `tickets.0.nama`; the whole body -> `body`. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return path === "" ? (context ?? "body") : path;
}

function validationErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field = fieldName(issue.instancePath, error.validationContext);
    const message = issue.message ?? API_ERRORS.VALIDATION_ERROR.message;
    errors[field] = [...(errors[field] ?? []), message];
  }
  return errors;
}

function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code;
  const causeCode = (error as { cause?: { code?: unknown } }).cause?.code;
  return UNREACHABLE_CODES.has(String(code)) || UNREACHABLE_CODES.has(String(causeCode));
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const errors = validationErrors(error);
    const first = Object.values(errors)[0]?.[0];
    return new AppError("VALIDATION_ERROR", first ?? API_ERRORS.VALIDATION_ERROR.message, { errors });
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (error.statusCode === 429) return new AppError("TOO_MANY_REQUESTS");
  if (isUnreachable(error)) return new AppError("SERVICE_UNAVAILABLE");
  const sqlState = (error as { code?: unknown }).code;
  if (sqlState === "23505") return new AppError("CONFLICT", "Data yang sama sudah ada");
  if (sqlState === "23503") return new AppError("CONFLICT", "Data masih dipakai oleh data lain");
  return new AppError("SERVER_ERROR");
}

/**
 * One failure envelope for every error: `{ success: false, message, code, error_code, errors? }`.
 * 5xx answers never carry internals; they are logged with the request instead.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, "request failed");
    return sendFailure(reply, appError);
  });
});
