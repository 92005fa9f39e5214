import { API_ERRORS, type ApiErrorCode, type ApiFailure, type FieldErrors } from "@ferry/shared/api-errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, fieldError } from "../lib/app-error";

/** The catalogue's code for a 4xx status that an error of Fastify or of a plugin carries. */
const CODES_BY_STATUS: Partial<Record<number, ApiErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "ACCESS_DENIED",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "VALIDATION_ERROR",
  429: "TOO_MANY_REQUESTS",
};

/** A 4xx the catalogue has no code for (406 "not multipart", 414 …): that status, BAD_REQUEST's code and message. */
class UncataloguedClientError extends AppError {
  override readonly statusCode: number;
  constructor(status: number) {
    super("BAD_REQUEST");
    this.statusCode = status;
  }
}

/** An error that already says the client is at fault keeps its 4xx status, in our envelope. */
function clientError(error: FastifyError & { status?: unknown }): AppError | undefined {
  const status = Number(error.statusCode ?? error.status);
  if (!(status >= 400 && status < 500)) return undefined;
  const code = CODES_BY_STATUS[status];
  return code ? new AppError(code) : new UncataloguedClientError(status);
}

/**
 * Errors of a database that cannot be reached: the answer is 503, not 500. Network errors, PostgreSQL's
 * connection-exception class (08xxx), the server shutting down or terminating our sessions (57P01-57P03),
 * the database missing or refusing connections (3D000, 53300, 55000 "not currently accepting
 * connections"), and the pool giving up on a connection.
 */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "3D000",
  "53300",
]);
const UNREACHABLE_MESSAGES = [
  "not currently accepting connections",
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "is not queryable",
];

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
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = String(current.code ?? "");
    if (UNREACHABLE_CODES.has(code) || code.startsWith("08")) return true;
    if (code === "55000" || code === "") {
      const message = String(current.message ?? "");
      if (UNREACHABLE_MESSAGES.some((part) => message.includes(part)) && !("query" in current)) return true;
    }
    current = current.cause as typeof current;
  }
  return false;
}

/** The SQLSTATE of a database error, also when the driver wraps it (Drizzle's query error keeps it in `cause`). */
function sqlStateOf(error: unknown): unknown {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** A report's statement ran past `REPORT_STATEMENT_TIMEOUT_SECONDS` (decision 047). */
export const REPORT_TIMED_OUT =
  "Laporan terlalu lama diproses. Persempit periode laporan atau coba lagi nanti.";

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    const errors = validationErrors(error);
    const first = Object.values(errors)[0]?.[0];
    return new AppError("VALIDATION_ERROR", first ?? API_ERRORS.VALIDATION_ERROR.message, { errors });
  }
  const refused = clientError(error);
  if (refused) return refused;
  if (isUnreachable(error)) return new AppError("SERVICE_UNAVAILABLE");
  const sqlState = sqlStateOf(error);
  if (sqlState === "57014") return new AppError("SERVICE_UNAVAILABLE", REPORT_TIMED_OUT);
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

/** A path parameter longer than Fastify's `maxParamLength` (100 characters): no id, code or slug is that long. */
export const PARAM_TOO_LONG_MESSAGE = "Parameter alamat terlalu panjang";

/**
 * Fastify's router refusals, answered before any route or hook runs (`frameworkErrors`): a path
 * parameter over the length limit is a 422 VALIDATION_ERROR, a malformed escape in the URL a 400, both
 * in the failure envelope.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH")
    return sendFailure(reply, fieldError("params", PARAM_TOO_LONG_MESSAGE));
  return sendFailure(reply, toAppError(error));
}
