import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { activityLogs } from "../../db/schema/activity";
import { emailTokens } from "../../db/schema/email-tokens";
import { useSaleWorld } from "../../test/sales-fixtures";
import { tokenHash } from "../auth/index";
import { deliverDue } from "../notices/index";
import { recipientOf, TEST_PUBLIC_URL, useNoticeDelivery } from "../notices/testing";
import { CUSTOMER_PASSWORD, customerLogin, expectFailure, signedInCustomer } from "./testing";

const SENT =
  "Jika alamat e-mail tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang password. Periksa kotak masuk Anda.";
const INVALID = "Tautan tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.";
const NEW_PASSWORD = "baruSekali99";

describe("resetting a customer's password by e-mail", () => {
  const state = useSaleWorld();
  const { mailServer, delivery, outbox } = useNoticeDelivery(() => state().app);

  const forgot = (email: string) =>
    state().app.inject({ method: "POST", url: "/api/customers/password/forgot", payload: { email } });
  const reset = (token: string, password = NEW_PASSWORD, password_confirmation = password) =>
    state().app.inject({
      method: "POST",
      url: "/api/customers/password/reset",
      payload: { token, password, password_confirmation },
    });
  const resetLinks = async () => (await outbox()).filter((row) => row.kind === "password_reset");
  async function resetToken(): Promise<string> {
    const [notice] = await resetLinks();
    const content = notice?.payload.content as { link: { path: string } } | undefined;
    const token = new URL(content?.link.path ?? "/", TEST_PUBLIC_URL).searchParams.get("token");
    if (!token) throw new Error("no token in the reset link");
    return token;
  }

  it("answers every address alike and e-mails a one-hour link, stored hashed, only to a registered one", async () => {
    const server = await mailServer();
    await signedInCustomer(state().app);
    for (const email of ["siapa@contoh.id", "SARI@contoh.id"]) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: SENT, data: null });
    }
    const links = await resetLinks();
    expect(links.map((row) => row.recipient)).toEqual(["sari@contoh.id"]);
    const token = await resetToken();
    const [row] = await state()
      .app.database.db.select()
      .from(emailTokens)
      .where(eq(emailTokens.purpose, "password_reset"));
    expect(row?.token_hash).toBe(tokenHash(token));
    expect(row?.expires_at.getTime()).toBe((row?.created_at.getTime() ?? 0) + 3600_000);

    const outboxBefore = (await outbox()).filter((notice) => notice.status === "menunggu").length;
    expect(await deliverDue(delivery(server))).toBe(outboxBefore);
    const mail = server.received.find((message) => message.subject === "Atur ulang password akun Anda");
    expect(recipientOf(mail)).toBe("sari@contoh.id");
    expect(mail?.text).toContain(
      `Atur ulang password: ${TEST_PUBLIC_URL}/customers/reset-password?token=${token}`,
    );
  });

  it("sets the new password once, ends every session and logs nothing secret", async () => {
    const sari = await signedInCustomer(state().app);
    await forgot("sari@contoh.id");
    const token = await resetToken();
    const mismatch = await reset(token, NEW_PASSWORD, "lainSekali99");
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(["Konfirmasi password baru tidak cocok"]);
    const weak = await reset(token, "pendek");
    expect(weak.json().errors.password).toEqual([
      "Password baru minimal 8 karakter, harus mengandung huruf kecil dan angka",
    ]);

    const done = await reset(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe("Password berhasil diatur ulang. Silakan login dengan password baru.");
    // The old session ends as expired (not 'logged out by an administrator').
    const ended = await sari.call("GET", "/customer/dashboard");
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe("TOKEN_EXPIRED");
    expect((await customerLogin(state().app, "sari@contoh.id", CUSTOMER_PASSWORD)).statusCode).toBe(401);
    expect((await customerLogin(state().app, "sari@contoh.id", NEW_PASSWORD)).statusCode).toBe(200);
    expectFailure(await reset(token, "lagiBaru123"), 400, "EMAIL_TOKEN_INVALID", INVALID);

    const logs = await state()
      .app.database.db.select()
      .from(activityLogs)
      .where(eq(activityLogs.action, "customer.password_reset"));
    expect(logs).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toContain(token);
    expect(JSON.stringify(logs)).not.toContain(NEW_PASSWORD);
    expect((await outbox()).map((row) => row.kind)).toContain("password_changed");
  });

  it("refuses a reset link past its hour", async () => {
    await signedInCustomer(state().app);
    await forgot("sari@contoh.id");
    const token = await resetToken();
    vi.useFakeTimers({ now: Date.now() + 3600_000 + 1000, toFake: ["Date"], shouldAdvanceTime: true });
    try {
      expectFailure(await reset(token), 400, "EMAIL_TOKEN_INVALID", INVALID);
    } finally {
      vi.useRealTimers();
    }
  });
});
