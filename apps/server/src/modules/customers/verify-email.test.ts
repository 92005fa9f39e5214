import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { customers } from "../../db/schema/customers";
import { emailTokens } from "../../db/schema/email-tokens";
import { adult, sellConfirmed, useSaleWorld } from "../../test/sales-fixtures";
import { tokenHash } from "../auth/index";
import { issueEmailToken } from "../email-tokens/index";
import { deliverDue } from "../notices/index";
import { recipientOf, TEST_PUBLIC_URL, useNoticeDelivery } from "../notices/testing";
import { expectFailure, signedInCustomer } from "./testing";

/**
 * Runs `body` with the clock at `instant`, then gives the clock back: the fixed clock resumes only
 * after the test, so everything after a call must happen inside another.
 */
async function clockAt<T>(instant: number, body: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ now: instant, toFake: ["Date"], shouldAdvanceTime: true });
  try {
    return await body();
  } finally {
    vi.useRealTimers();
  }
}

const INVALID = "Tautan tidak valid, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.";

describe("verifying a customer's e-mail", () => {
  const state = useSaleWorld();
  const { mailServer, delivery, outbox } = useNoticeDelivery(() => state().app);

  /** The token of the verification link in the outbox for `email`. */
  async function linkToken(email = "sari@contoh.id"): Promise<string> {
    const notice = (await outbox()).find(
      (row) => row.kind === "email_verification" && row.recipient === email,
    );
    const content = notice?.payload.content as { link: { path: string } } | undefined;
    const token = new URL(content?.link.path ?? "/", TEST_PUBLIC_URL).searchParams.get("token");
    if (!token) throw new Error("no token in the verification link");
    return token;
  }

  const verify = (token: string) =>
    state().app.inject({ method: "POST", url: "/api/customers/verify", payload: { token } });
  const verifiedAt = async () => {
    const [row] = await state().app.database.db.select().from(customers);
    return row?.email_verified_at ?? null;
  };

  it("sends the link at registration, stores only its hash, and confirms the address once", async () => {
    const server = await mailServer();
    await signedInCustomer(state().app);
    const token = await linkToken();
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const rows = await state().app.database.db.select().from(emailTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "email_verification", email: "sari@contoh.id", used_at: null });
    expect(rows[0]?.token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expires_at.getTime()).toBe((rows[0]?.created_at.getTime() ?? 0) + 24 * 3600_000);

    expect(await deliverDue(delivery(server))).toBe(1);
    const mail = server.received[0];
    expect(recipientOf(mail)).toBe("sari@contoh.id");
    expect(mail?.subject).toBe("Verifikasi alamat e-mail Anda");
    const link = `${TEST_PUBLIC_URL}/customers/verify?token=${token}`;
    expect(mail?.text).toContain(`Verifikasi e-mail: ${link}`);
    expect(mail?.html).toContain(`href="${link}"`);

    expect(await verifiedAt()).toBeNull();
    const response = await verify(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: "Alamat e-mail Anda sudah terverifikasi",
      data: { email: "sari@contoh.id" },
    });
    expect(await verifiedAt()).not.toBeNull();
    expectFailure(await verify(token), 400, "EMAIL_TOKEN_INVALID", INVALID);
  });

  it("refuses an unknown token and one past its 24 hours", async () => {
    await signedInCustomer(state().app);
    const token = await linkToken();
    expectFailure(await verify("bukan-token"), 400, "EMAIL_TOKEN_INVALID", INVALID);
    await clockAt(Date.now() + 24 * 3600_000 + 1000, async () => {
      expectFailure(await verify(token), 400, "EMAIL_TOKEN_INVALID", INVALID);
    });
    expect(await verifiedAt()).toBeNull();
  });

  it("proves nothing once the account's address has changed since the link was sent", async () => {
    const sari = await signedInCustomer(state().app);
    const token = await linkToken();
    await state()
      .app.database.db.update(customers)
      .set({ email: "lain@contoh.id" })
      .where(eq(customers.user_id, sari.user.id));
    expectFailure(await verify(token), 400, "EMAIL_TOKEN_INVALID", INVALID);
    expect(await verifiedAt()).toBeNull();
  });

  it("shows a counter booking under the e-mail on the dashboard only after verification", async () => {
    const { world, cashier } = state();
    const counter = await sellConfirmed<{ booking_code: string }>(cashier, {
      schedule_id: world.schedule.id,
      pemesan_nama: "Sari Pelanggan",
      pemesan_email: "sari@contoh.id",
      passengers: [adult(world.adultPrice, "Sari Pelanggan")],
      payment: { method: "tunai", amount: 11_400 },
    });
    const sari = await signedInCustomer(state().app);
    const before = await sari.call("GET", "/customer/dashboard");
    expect(before.body).not.toContain(counter.booking_code);
    expect((await verify(await linkToken())).statusCode).toBe(200);
    const after = await sari.call("GET", "/customer/dashboard");
    expect(after.body).toContain(counter.booking_code);
  });

  it("e-mails a new link on request, one a minute, and refuses once the address is verified", async () => {
    const sari = await signedInCustomer(state().app);
    expectFailure(
      await sari.call("POST", "/customer/verify/resend"),
      429,
      "EMAIL_TOKEN_TOO_SOON",
      "Tautan baru saja dikirim. Periksa kotak masuk Anda atau coba lagi beberapa menit lagi.",
    );
    await clockAt(Date.now() + 61_000, async () => {
      const resent = await sari.call("POST", "/customer/verify/resend");
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json()).toMatchObject({
        message: "Tautan verifikasi telah dikirim ke alamat e-mail Anda",
        data: { email: "sari@contoh.id" },
      });
      const links = (await outbox()).filter((row) => row.kind === "email_verification");
      expect(links).toHaveLength(2);
      expect((await verify(await linkToken())).statusCode).toBe(200);
      const dashboard = await sari.call("GET", "/customer/dashboard");
      expect(dashboard.json().data.email_terverifikasi).toBe(true);
      expectFailure(
        await sari.call("POST", "/customer/verify/resend"),
        409,
        "EMAIL_ALREADY_VERIFIED",
        "Alamat e-mail Anda sudah terverifikasi",
      );
    });
  });

  it("sends at most five links a day", async () => {
    const sari = await signedInCustomer(state().app);
    const start = Date.now();
    const account = { userId: sari.user.id, email: sari.email };
    const issueAt = (hoursAgo: number) =>
      clockAt(start - hoursAgo * 3600_000, () =>
        issueEmailToken(state().app.database.db, "email_verification", account),
      );
    for (const hoursAgo of [2, 4, 6, 25]) await issueAt(hoursAgo);
    const fifth = await clockAt(start + 61_000, () => sari.call("POST", "/customer/verify/resend"));
    expect(fifth.statusCode, fifth.body).toBe(200);
    const sixth = await clockAt(start + 122_000, () => sari.call("POST", "/customer/verify/resend"));
    expect(sixth.json()).toMatchObject({ code: "EMAIL_TOKEN_TOO_SOON" });
  });
});
