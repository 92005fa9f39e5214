import { randomBytes } from "node:crypto";
import type { OnlineBookingSettings } from "@ferry/shared/online-booking";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { bookings } from "../../db/schema/bookings";
import { customers } from "../../db/schema/customers";
import { createStaffAccount } from "../access/index";
import { openSession } from "../auth/index";
import { gatewayOf } from "../payment-gateway/index";
import { ONLINE_SECTION, saveSettings } from "../settings/index";
import { PNG } from "../uploads/test-images";
import { onlineSettings } from "./settings";
import { customerBookingView } from "./view";

type Method = "GET" | "POST" | "PUT" | "DELETE";

const SYSTEM = { id: null, username: "test", ip: null, user_agent: null };

/** Turns 'Booking Online' on (with a bank account) or changes it, as /management would. */
export async function setOnline(app: FastifyInstance, values: Partial<OnlineBookingSettings> = {}) {
  await saveSettings(app.database.db, SYSTEM, ONLINE_SECTION, {
    aktif: true,
    hari_buka_penjualan: 60,
    tutup_menit_sebelum_berangkat: 60,
    batas_waktu_pembayaran_menit: 60,
    nama_bank: "Bank Mandiri",
    nomor_rekening: "1234567890",
    atas_nama: "PT Ferry Nusantara",
    ...values,
  });
}

/**
 * A signed-in customer (a `pelanggan` account with its customer record, complete unless told) and a
 * caller of the API as them.
 */
export async function customerCaller(app: FastifyInstance, options: { complete?: boolean } = {}) {
  const db = app.database.db;
  const tag = randomBytes(3).toString("hex");
  const email = `pelanggan_${tag}@contoh.id`;
  const id = await createStaffAccount(db, {
    username: email,
    nama_lengkap: `Pelanggan ${tag}`,
    email,
    tipe_pengguna: "pelanggan",
    password: "rahasia123",
    roleNames: [],
  });
  const complete = options.complete ?? true;
  await db.insert(customers).values({
    user_id: id,
    email,
    nama_lengkap: `Pelanggan ${tag}`,
    nomor_telepon: complete ? "081234567890" : null,
    jenis_kelamin: "L",
    nomor_identitas: "3510010101900001",
  });
  const { token } = await openSession(db, id, 3600, { ip: "10.0.0.9", user_agent: "test" });
  const authorization = `Bearer ${token}`;
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization, ...headers },
      payload: payload as object,
    });
  return { id, email, authorization, call };
}
export type CustomerCaller = Awaited<ReturnType<typeof customerCaller>>;

/** A multipart body with one file in the field `file`. */
export function multipart(filename: string, contentType: string, content: Buffer) {
  const boundary = "----ferryproof";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A real image (the server decodes what it keeps). */
export { PNG };
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

/** Sends a proof file for the customer's booking. */
export function sendProof(
  app: FastifyInstance,
  customer: CustomerCaller,
  code: string,
  file: { name: string; type: string; content: Buffer } = {
    name: "bukti.png",
    type: "image/png",
    content: PNG,
  },
) {
  const body = multipart(file.name, file.type, file.content);
  return app.inject({
    method: "POST",
    url: `/api/customer/bookings/${code}/payment-proof`,
    headers: { ...body.headers, authorization: customer.authorization },
    payload: body.payload,
  });
}

/**
 * The customer's view of the booking as built by `customerBookingView`, in JSON: what a customer route
 * must answer byte for byte (decision 036: the answer schema drops or changes nothing).
 */
export async function viewJson(app: FastifyInstance, code: string) {
  const db = app.database.db;
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.booking_code, code));
  if (!row) throw new Error(`viewJson: no booking ${code}`);
  return JSON.stringify(
    await customerBookingView(db, row.id, await onlineSettings(db), gatewayOf(app.config)),
  );
}
