import { createHash, timingSafeEqual } from "node:crypto";
import type { z } from "zod";
import type { MidtransConfig } from "../../../config";
import {
  chargeAnswerOf,
  chargeBody,
  chargeShape,
  errorShape,
  notificationShape,
  stateOf,
  transactionShape,
} from "./midtrans-shapes";
import type { GatewayProvider } from "./provider";

const TIMEOUT_MS = 20_000;

/** A refusal or failure of the gateway, with its `status_code` when it gave one. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly statusCode: string | null = null,
  ) {
    super(message);
  }
}

/** `SHA512(order_id + status_code + gross_amount + ServerKey)` in hex, as Midtrans signs. */
export function midtransSignature(
  fields: { order_id: string; status_code: string; gross_amount: string },
  serverKey: string,
): string {
  return createHash("sha512")
    .update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`)
    .digest("hex");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The Midtrans Core API over plain HTTP (decision 027): `POST /v2/charge`, `GET /v2/{order_id}/status`,
 * `POST /v2/{order_id}/cancel`, Basic authentication with the server key as user name, JSON both ways.
 * Midtrans may answer HTTP 200 with an error `status_code` in the body; any `status_code` of 300 or more
 * is a `GatewayError`.
 */
export function midtransProvider(config: MidtransConfig): GatewayProvider {
  const authorization = `Basic ${Buffer.from(`${config.serverKey}:`).toString("base64")}`;

  async function call<S extends z.ZodType>(
    path: string,
    shape: S,
    init: {
      method: "GET" | "POST";
      body?: unknown;
      headers?: Record<string, string>;
      /** A transaction's state in the body is the answer, whatever its `status_code` (407 expired, 202 denied). */
      stateAnswers?: boolean;
    },
  ): Promise<z.output<S>> {
    const response = await fetch(`${config.baseUrl}${path}`, {
      method: init.method,
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        authorization,
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    const error = errorShape.safeParse(body);
    const state = init.stateAnswers === true && response.ok && shape.safeParse(body).success;
    if (!response.ok || (error.success && Number(error.data.status_code) >= 300 && !state)) {
      const code = error.success ? error.data.status_code : String(response.status);
      throw new GatewayError(`Midtrans ${code}: ${error.data?.status_message ?? "tanpa pesan"}`, code);
    }
    const parsed = shape.safeParse(body);
    if (!parsed.success) throw new GatewayError("Midtrans: jawaban tidak dikenal");
    return parsed.data;
  }

  const order = (orderId: string) => `/v2/${encodeURIComponent(orderId)}`;

  return {
    code: "midtrans",
    methods: config.methods,
    async charge(request) {
      const answer = await call("/v2/charge", chargeShape, {
        method: "POST",
        body: chargeBody(request),
        headers: { "x-override-notification": request.notificationUrl },
      });
      return chargeAnswerOf(answer);
    },
    async status(orderId) {
      return stateOf(
        await call(`${order(orderId)}/status`, transactionShape, { method: "GET", stateAnswers: true }),
      );
    },
    async cancel(orderId) {
      return stateOf(await call(`${order(orderId)}/cancel`, transactionShape, { method: "POST" }));
    },
    verify(notification) {
      const parsed = notificationShape.safeParse(notification);
      if (!parsed.success) return null;
      const raw = notification as { gross_amount: unknown };
      const expected = midtransSignature(
        {
          order_id: parsed.data.order_id,
          status_code: parsed.data.status_code,
          gross_amount: String(raw.gross_amount),
        },
        config.serverKey,
      );
      return sameText(expected, parsed.data.signature_key) ? stateOf(parsed.data) : null;
    },
  };
}
