import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One order the double was asked to charge. */
export type DoubleTransaction = {
  order_id: string;
  transaction_id: string;
  payment_type: string;
  gross_amount: number;
  transaction_status: string;
  expiry_time: string;
  notification_url: string | null;
  body: Record<string, unknown>;
};

type Json = Record<string, unknown>;

const STATUS_CODES: Record<string, string> = {
  pending: "201",
  settlement: "200",
  capture: "200",
  cancel: "200",
  deny: "202",
  expire: "407",
};

/** `YYYY-MM-DD HH:mm:ss` in GMT+7, as Midtrans writes times. */
function wib(at: Date): string {
  const text = new Date(at.getTime() + 7 * 3600_000).toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 19)}`;
}

/** `custom_expiry`: from its `order_time` (`YYYY-MM-DD HH:mm:ss +0700`, else now) for its duration; else 24 h. */
function expiryOf(body: Json, now: Date): Date {
  const custom = body.custom_expiry as
    | { order_time?: string; expiry_duration?: number; unit?: string }
    | undefined;
  const units: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86_400 };
  const seconds = custom ? Number(custom.expiry_duration) * (units[custom.unit ?? "minute"] ?? 60) : 86_400;
  const match = custom?.order_time?.match(/^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) \+0700$/);
  const start = match ? Date.parse(`${match[1]}T${match[2]}+07:00`) : now.getTime();
  return new Date(start + seconds * 1000);
}

/** The method's fields of a charge answer, as the Core API documents them. */
function methodFields(body: Json, transactionId: string): Json {
  const type = String(body.payment_type);
  const digits = transactionId.replace(/\D/g, "").padEnd(12, "7").slice(0, 12);
  if (type === "bank_transfer") {
    const bank = String((body.bank_transfer as Json | undefined)?.bank ?? "bca");
    if (bank === "permata") return { permata_va_number: `8778${digits}` };
    return { va_numbers: [{ bank, va_number: `${bank === "bca" ? "12345" : "8808"}${digits}` }] };
  }
  if (type === "echannel") return { bill_key: digits, biller_code: "70012" };
  const qr = {
    name: "generate-qr-code",
    method: "GET",
    url: `https://double/v2/qris/${transactionId}/qr-code`,
  };
  if (type === "qris")
    return {
      qr_string: `00020101021226610014COM.GO-JEK.WWW${digits}5204481253033605802ID6304ABCD`,
      actions: [qr],
      acquirer: "gopay",
    };
  const link = { name: "deeplink-redirect", method: "GET", url: `https://double/deeplink/${transactionId}` };
  return { actions: type === "gopay" ? [qr, link] : [link] };
}

/**
 * A local double of the Midtrans Core API on 127.0.0.1 (a random port) with the endpoints the server
 * uses: `POST /v2/charge`, `GET /v2/{order_id}/status`, `POST /v2/{order_id}/cancel`, Basic authentication
 * with the server key, the documented answer shapes (errors as a `status_code` in the body), and signed
 * HTTP notifications sent where the charge's `X-Override-Notification` said. Plain Node (no test runner),
 * so the browser journeys use it too.
 */
export async function startMidtransDouble(serverKey: string) {
  const transactions = new Map<string, DoubleTransaction>();
  const requests: { method: string; path: string; body: Json | null }[] = [];
  /** Answers the next charge with this error instead (e.g. 500), then goes back to normal. */
  let failNextCharge: { status_code: string; status_message: string } | null = null;

  const answer = (response: ServerResponse, status: number, body: Json) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

  const stateOf = (transaction: DoubleTransaction): Json => ({
    status_code: STATUS_CODES[transaction.transaction_status] ?? "200",
    transaction_id: transaction.transaction_id,
    order_id: transaction.order_id,
    gross_amount: `${transaction.gross_amount}.00`,
    currency: "IDR",
    payment_type: transaction.payment_type,
    transaction_status: transaction.transaction_status,
    fraud_status: "accept",
    expiry_time: transaction.expiry_time,
  });

  function charge(body: Json, request: IncomingMessage, response: ServerResponse) {
    if (failNextCharge) {
      const failure = failNextCharge;
      failNextCharge = null;
      return answer(response, 200, failure);
    }
    const details = body.transaction_details as { order_id?: string; gross_amount?: number } | undefined;
    const orderId = String(details?.order_id ?? "");
    if (!orderId || !details?.gross_amount) {
      return answer(response, 400, { status_code: "400", status_message: "transaction_details is required" });
    }
    if (transactions.has(orderId)) {
      return answer(response, 200, {
        status_code: "406",
        status_message:
          "The request could not be completed due to a conflict with the current state of the target resource, please try again",
      });
    }
    const transactionId = randomUUID();
    const transaction: DoubleTransaction = {
      order_id: orderId,
      transaction_id: transactionId,
      payment_type: String(body.payment_type),
      gross_amount: Number(details.gross_amount),
      transaction_status: "pending",
      expiry_time: wib(expiryOf(body, new Date())),
      notification_url: (request.headers["x-override-notification"] as string | undefined) ?? null,
      body,
    };
    transactions.set(orderId, transaction);
    answer(response, 200, {
      ...stateOf(transaction),
      status_message: "Success, transaction is created",
      merchant_id: "G000000001",
      transaction_time: wib(new Date()),
      ...methodFields(body, transactionId),
    });
  }

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const body = text ? (JSON.parse(text) as Json) : null;
    const path = request.url ?? "";
    requests.push({ method: request.method ?? "", path, body });
    const expected = `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`;
    if (request.headers.authorization !== expected) {
      return answer(response, 401, { status_code: "401", status_message: "Unknown Merchant server_key/id" });
    }
    if (request.method === "POST" && path === "/v2/charge") return charge(body ?? {}, request, response);
    const match = path.match(/^\/v2\/([^/]+)\/(status|cancel)$/);
    const transaction = match ? transactions.get(decodeURIComponent(match[1] ?? "")) : undefined;
    if (!transaction) {
      return answer(response, 404, { status_code: "404", status_message: "Transaction doesn't exist." });
    }
    if (match?.[2] === "cancel") {
      if (transaction.transaction_status !== "pending") {
        return answer(response, 200, {
          status_code: "412",
          status_message: "Merchant cannot modify the status of the transaction",
        });
      }
      transaction.transaction_status = "cancel";
    }
    answer(response, 200, stateOf(transaction));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A signed notification of the order's state (the transaction is moved to `status` first). */
  function notification(orderId: string, status: string, overrides: Json = {}): Json {
    const transaction = transactions.get(orderId);
    if (!transaction) throw new Error(`Midtrans double: no order ${orderId}`);
    transaction.transaction_status = status;
    const body: Json = { ...stateOf(transaction), transaction_time: wib(new Date()), ...overrides };
    const signature = createHash("sha512")
      .update(`${body.order_id}${body.status_code}${body.gross_amount}${serverKey}`)
      .digest("hex");
    return {
      ...body,
      signature_key: signature,
      ...("signature_key" in overrides ? { signature_key: overrides.signature_key } : {}),
    };
  }

  return {
    url,
    transactions,
    requests,
    failNextCharge: (status_code = "500", status_message = "Internal server error") => {
      failNextCharge = { status_code, status_message };
    },
    notification,
    /** Sends the notification over HTTP to the address the charge named; answers the HTTP status. */
    async notify(orderId: string, status: string, overrides: Json = {}): Promise<number> {
      const target = transactions.get(orderId)?.notification_url;
      if (!target) throw new Error(`Midtrans double: order ${orderId} named no notification URL`);
      const response = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(notification(orderId, status, overrides)),
      });
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MidtransDouble = Awaited<ReturnType<typeof startMidtransDouble>>;
