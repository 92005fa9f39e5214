import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      timeZone: "Asia/Jakarta",
      logLevel: "info",
      seedDemo: true,
    });
  });

  it("turns demo data off by default on PostgreSQL, and SEED_DEMO decides when given", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://localhost/ferry" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://localhost/ferry", SEED_DEMO: "true" }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
  });

  it("sizes the admission queue from the pool unless DATABASE_QUEUE_SIZE is given", () => {
    expect(loadConfig({})).toMatchObject({
      databasePoolSize: 10,
      databaseQueueSize: 500,
      databaseQueueTimeoutSeconds: 15,
    });
    expect(loadConfig({ DATABASE_POOL_SIZE: "4" }).databaseQueueSize).toBe(200);
    expect(loadConfig({ DATABASE_POOL_SIZE: "4", DATABASE_QUEUE_SIZE: "0" }).databaseQueueSize).toBe(0);
  });

  it("reads the mail settings: SMTP needs a sender; links start at PUBLIC_URL", () => {
    expect(loadConfig({})).toMatchObject({ smtp: undefined, publicUrl: "http://localhost:3000" });
    const smtp = {
      SMTP_URL: "smtp://kapal:rahasia@mail.example.com:587",
      MAIL_FROM: "Tiket <tiket@example.com>",
    };
    expect(loadConfig({ ...smtp, PUBLIC_URL: "https://tiket.example.com/" })).toMatchObject({
      smtp: { url: smtp.SMTP_URL, from: smtp.MAIL_FROM },
      publicUrl: "https://tiket.example.com",
    });
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL })).toThrow(/^Invalid MAIL_FROM=""/);
    expect(() => loadConfig({ SMTP_URL: "mail.example.com" })).toThrow(/^Invalid SMTP_URL=/);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://x" })).toThrow(/^Invalid PUBLIC_URL=/);
  });

  it("reads the Midtrans gateway: off without keys, sandbox for SB- keys, the methods listed", () => {
    expect(loadConfig({}).midtrans).toBeUndefined();
    const keys = { MIDTRANS_SERVER_KEY: "SB-Mid-server-abc123", MIDTRANS_CLIENT_KEY: "SB-Mid-client-abc123" };
    expect(loadConfig(keys).midtrans).toEqual({
      serverKey: "SB-Mid-server-abc123",
      clientKey: "SB-Mid-client-abc123",
      baseUrl: "https://api.sandbox.midtrans.com",
      methods: ["bca_va", "bni_va", "bri_va", "permata_va", "mandiri_bill", "qris"],
      counterQris: false,
    });
    expect(loadConfig({ ...keys, QRIS_LOKET_VIA_GATEWAY: "1" }).midtrans?.counterQris).toBe(true);
    const production = { MIDTRANS_SERVER_KEY: "Mid-server-abc123", MIDTRANS_CLIENT_KEY: "Mid-client-abc123" };
    expect(loadConfig(production).midtrans?.baseUrl).toBe("https://api.midtrans.com");
    expect(
      loadConfig({ ...keys, MIDTRANS_BASE_URL: "http://127.0.0.1:9999/", MIDTRANS_METHODS: "qris, bca_va" })
        .midtrans,
    ).toMatchObject({ baseUrl: "http://127.0.0.1:9999", methods: ["qris", "bca_va"] });
    expect(() => loadConfig({ MIDTRANS_SERVER_KEY: keys.MIDTRANS_SERVER_KEY })).toThrow(
      /^Invalid MIDTRANS_CLIENT_KEY=""/,
    );
    expect(() => loadConfig({ ...keys, MIDTRANS_METHODS: "qris,emas" })).toThrow(
      /^Invalid MIDTRANS_METHODS=/,
    );
  });

  it("reads the WhatsApp provider: log, or Fonnte with its token", () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    expect(loadConfig({ WHATSAPP_PROVIDER: "log" }).whatsapp).toEqual({ provider: "log" });
    expect(loadConfig({ WHATSAPP_PROVIDER: "fonnte", FONNTE_TOKEN: "token-perangkat" }).whatsapp).toEqual({
      provider: "fonnte",
      token: "token-perangkat",
      url: "https://api.fonnte.com/send",
    });
    expect(() => loadConfig({ WHATSAPP_PROVIDER: "fonnte" })).toThrow(/^Invalid FONNTE_TOKEN=""/);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: "twilio" })).toThrow(/^Invalid WHATSAPP_PROVIDER=/);
  });

  it("reads the SMS provider: log, or Zenziva with its userkey and passkey", () => {
    expect(loadConfig({}).sms).toBeUndefined();
    expect(loadConfig({ SMS_PROVIDER: "log" }).sms).toEqual({ provider: "log" });
    const keys = { ZENZIVA_USERKEY: "kunci-pengguna", ZENZIVA_PASSKEY: "kunci-sandi" };
    expect(loadConfig({ SMS_PROVIDER: "zenziva", ...keys }).sms).toEqual({
      provider: "zenziva",
      userkey: "kunci-pengguna",
      passkey: "kunci-sandi",
      url: "https://console.zenziva.net/reguler/api/sendsms/",
    });
    expect(() => loadConfig({ SMS_PROVIDER: "zenziva", ZENZIVA_USERKEY: "kunci-pengguna" })).toThrow(
      /^Invalid ZENZIVA_USERKEY=/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: "twilio" })).toThrow(/^Invalid SMS_PROVIDER=/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ["PORT", "abc", /^Invalid PORT="abc": /],
    ["PORT", "70000", /^Invalid PORT="70000": /],
    ["TZ", "Mars/Olympus", /^Invalid TZ="Mars\/Olympus": must be an IANA time zone/],
    ["DATABASE_URL", "mysql://x", /^Invalid DATABASE_URL="mysql:\/\/x": must start with postgres/],
    ["LOG_LEVEL", "loud", /^Invalid LOG_LEVEL="loud": must be one of/],
    ["SEED_DEMO", "maybe", /^Invalid SEED_DEMO="maybe": /],
    ["WORKERS", "banyak", /^Invalid WORKERS="banyak": must be a whole number/],
    ["WORKERS", "0", /^Invalid WORKERS="0": /],
    ["DATABASE_POOL_SIZE", "banyak", /^Invalid DATABASE_POOL_SIZE="banyak": must be a whole number/],
    ["DATABASE_QUEUE_TIMEOUT_SECONDS", "0", /^Invalid DATABASE_QUEUE_TIMEOUT_SECONDS="0": /],
    ["METRICS_TOKEN", "pendek", /^Invalid METRICS_TOKEN="pendek": must be at least 16 characters/],
  ])("refuses %s=%s with one line naming the variable", (name, value, expected) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(expected);
    expect((error as Error).message).not.toContain("\n");
  });
});
