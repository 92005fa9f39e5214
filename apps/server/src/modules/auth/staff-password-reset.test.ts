import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { createTestUser, login, signIn } from "../../test/accounts";
import { buildTestApp } from "../../test/app";
import type { TestMailServer } from "../../test/mail-server";
import { register } from "../customers/testing";
import { deliverDue } from "../notices/index";
import { recipientOf, TEST_PUBLIC_URL, useNoticeDelivery } from "../notices/testing";

const SENT =
  "Jika alamat e-mail tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang password. Periksa kotak masuk Anda.";
const INVALID = "Tautan tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.";
const NEW_PASSWORD = "baruSekali99";

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

describe("a staff member resets their password by e-mail", () => {
  const { mailServer, delivery } = useNoticeDelivery(() => app);

  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: `/api${url}`, payload });
  const forgot = (email: string) => post("/password/forgot", { email });
  const reset = (token: string, password = NEW_PASSWORD, password_confirmation = password) =>
    post("/password/reset", { token, password, password_confirmation });

  /** Delivers the outbox to the real SMTP server and reads the token of the reset link mailed to `to`. */
  async function mailedToken(server: TestMailServer, to: string, page = "/reset-password"): Promise<string> {
    await deliverDue(delivery(server));
    const mail = server.received.find(
      (message) => message.subject === "Atur ulang password akun Anda" && recipientOf(message) === to,
    );
    const prefix = `Atur ulang password: ${TEST_PUBLIC_URL}${page}?token=`;
    const line = mail?.text?.split("\n").find((text) => text.startsWith(prefix));
    if (!line) throw new Error(`no reset link mailed to ${to}`);
    return line.slice(prefix.length).trim();
  }

  it("answers alike for any address and mails a link only to an active staff account's e-mail", async () => {
    const server = await mailServer();
    await createTestUser(app, { username: "kasir1", email: "kasir1@kapal.example" });
    await createTestUser(app, { username: "keluar", email: "keluar@kapal.example", status: "Non Aktif" });
    expect((await register(app, { email: "sari@contoh.id" })).statusCode).toBe(201);
    for (const email of [
      "KASIR1@kapal.example",
      "siapa@kapal.example",
      "keluar@kapal.example",
      "sari@contoh.id",
    ]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: SENT, data: null });
    }
    await deliverDue(delivery(server));
    const resetMails = server.received.filter((mail) => mail.subject === "Atur ulang password akun Anda");
    expect(resetMails.map(recipientOf)).toEqual(["kasir1@kapal.example"]);
    expect(resetMails[0]?.text).toContain("Tautan berlaku 1 jam dan hanya sekali pakai.");
    expect(resetMails[0]?.html).toContain(`href="${TEST_PUBLIC_URL}/reset-password?token=`);
  });

  it("sets the password once, ends every session, logs the reset and tells the address", async () => {
    const server = await mailServer();
    const { id } = await createTestUser(app, { username: "kasir1", email: "kasir1@kapal.example" });
    const { authorization } = await signIn(app, "kasir1");
    await forgot("kasir1@kapal.example");
    const token = await mailedToken(server, "kasir1@kapal.example");

    const weak = await reset(token, "pendek");
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([
      "Password baru minimal 8 karakter, harus mengandung huruf kecil dan angka",
    ]);
    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe("Password berhasil diatur ulang. Silakan login dengan password baru.");

    const ended = await app.inject({ method: "GET", url: "/api/user/profile", headers: { authorization } });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe("TOKEN_EXPIRED");
    expect((await login(app, "kasir1")).statusCode).toBe(401);
    expect((await login(app, "kasir1", { password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset(token, "lagiBaru123");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "EMAIL_TOKEN_INVALID", message: INVALID });

    const logs = await app.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "auth.password_reset_link"));
    expect(logs).toMatchObject([{ user_id: id, username: "kasir1", properties: { sessions_ended: 1 } }]);
    expect(JSON.stringify(logs)).not.toContain(token);
    expect(JSON.stringify(logs)).not.toContain(NEW_PASSWORD);
    await deliverDue(delivery(server));
    expect(server.received.map((mail) => mail.subject)).toContain("Password akun Anda telah diubah");
  });

  it("takes no customer's link, nor one whose address the account no longer has", async () => {
    const server = await mailServer();
    expect((await register(app, { email: "sari@contoh.id" })).statusCode).toBe(201);
    await post("/customers/password/forgot", { email: "sari@contoh.id" });
    const customerToken = await mailedToken(server, "sari@contoh.id", "/customers/reset-password");
    expect((await reset(customerToken)).json().code).toBe("EMAIL_TOKEN_INVALID");
    // Refused without using it up: the customer's own page still takes it.
    const customerReset = await post("/customers/password/reset", {
      token: customerToken,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(customerReset.statusCode).toBe(200);

    const { id } = await createTestUser(app, { username: "kasir1", email: "kasir1@kapal.example" });
    await forgot("kasir1@kapal.example");
    const token = await mailedToken(server, "kasir1@kapal.example");
    const { authorization } = await signIn(app, "kasir1");
    const admin = await createTestUser(app, { permissions: ["edit users"] });
    const adminAuth = await signIn(app, admin.username);
    const moved = await app.inject({
      method: "PUT",
      url: `/api/users/${id}`,
      headers: { authorization: adminAuth.authorization },
      payload: {
        username: "kasir1",
        nama_lengkap: "Kasir Satu",
        email: "baru@kapal.example",
        tipe_pengguna: "kasir",
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await reset(token)).json().code).toBe("EMAIL_TOKEN_INVALID");
    const still = await app.inject({ method: "GET", url: "/api/user/profile", headers: { authorization } });
    expect(still.statusCode).toBe(200);
  });
});
