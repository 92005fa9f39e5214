import path from "node:path";
import { DEFAULT_GATEWAY_METHODS, GATEWAY_METHODS, type GatewayMethod } from "@ferry/shared/payment-gateway";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const booleanFlag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
    error: "must be one of true/false, 1/0, yes/no, on/off",
  })
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  },
  { error: "must be an IANA time zone such as Asia/Jakarta" },
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int()
    .min(0)
    .max(65535, { error: "must be a port number" })
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
    .optional(),
  TZ: timeZone.default("Asia/Jakarta"),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  SEED_DEMO: booleanFlag.optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  TRUST_PROXY: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).default(300),
  SESSION_MAX_AGE_SECONDS: z.coerce.number().int().min(300).default(43_200),
  ADMIN_USERNAME: z.string().trim().min(3).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_JWKS_URL: z.url({ error: "must be a URL" }).default("https://www.googleapis.com/oauth2/v3/certs"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: "must start with redis:// or rediss://" })
    .optional(),
  JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
    .optional(),
  REPORT_CONCURRENCY: z.coerce.number({ error: "must be a whole number" }).int().min(1).max(32).default(2),
  HEAP_GROWING_PERCENT: z.coerce
    .number({ error: "must be a whole number" })
    .int()
    .min(0)
    .max(300)
    .default(50),
  REPORT_STATEMENT_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a whole number" })
    .int()
    .min(1)
    .max(3600)
    .default(120),
  LOG_RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number" })
    .int()
    .min(0)
    .max(36_500)
    .default(400),
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  WORKERS: z.coerce.number({ error: "must be a whole number" }).int().min(1).max(64).optional(),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  DATABASE_POOL_SIZE: z.coerce.number({ error: "must be a whole number" }).int().min(1).max(200).default(10),
  DATABASE_QUEUE_SIZE: z.coerce
    .number({ error: "must be a whole number" })
    .int()
    .min(0)
    .max(100_000)
    .optional(),
  DATABASE_QUEUE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(120).default(15),
  BOARDING_WINDOW_MINUTES: z.coerce
    .number({ error: "must be a whole number of minutes" })
    .int()
    .min(0)
    .max(10_080)
    .default(180),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, { error: "must be a URL such as smtp://user:pass@host:587" })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  WHATSAPP_PROVIDER: z.enum(["log", "fonnte"], { error: "must be log or fonnte" }).optional(),
  FONNTE_TOKEN: z.string().trim().min(8, { error: "must be the device token from Fonnte" }).optional(),
  FONNTE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://api.fonnte.com/send"),
  SMS_PROVIDER: z.enum(["log", "zenziva"], { error: "must be log or zenziva" }).optional(),
  ZENZIVA_USERKEY: z.string().trim().min(4, { error: "must be the userkey from Zenziva" }).optional(),
  ZENZIVA_PASSKEY: z.string().trim().min(4, { error: "must be the passkey from Zenziva" }).optional(),
  ZENZIVA_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://console.zenziva.net/reguler/api/sendsms/"),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("http://localhost:3000"),
  MIDTRANS_SERVER_KEY: z.string().trim().min(8, { error: "must be the server key from Midtrans" }).optional(),
  MIDTRANS_CLIENT_KEY: z.string().trim().min(8, { error: "must be the client key from Midtrans" }).optional(),
  MIDTRANS_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  MIDTRANS_METHODS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(GATEWAY_METHODS, { error: `must list some of ${GATEWAY_METHODS.join(", ")}` }))
        .min(1, { error: "must list at least one method" }),
    )
    .optional(),
  QRIS_LOKET_VIA_GATEWAY: booleanFlag.optional(),
});

/** The settings that only make sense together. */
const checkedEnvSchema = envSchema
  .refine((value) => !value.SMTP_URL || value.MAIL_FROM, {
    path: ["MAIL_FROM"],
    error: "must be set when SMTP_URL is (the sender of every e-mail)",
  })
  .refine((value) => value.WHATSAPP_PROVIDER !== "fonnte" || value.FONNTE_TOKEN, {
    path: ["FONNTE_TOKEN"],
    error: "must be set when WHATSAPP_PROVIDER=fonnte",
  })
  .refine((value) => value.SMS_PROVIDER !== "zenziva" || (value.ZENZIVA_USERKEY && value.ZENZIVA_PASSKEY), {
    path: ["ZENZIVA_USERKEY"],
    error: "must be set with ZENZIVA_PASSKEY when SMS_PROVIDER=zenziva",
  })
  .refine((value) => !value.MIDTRANS_SERVER_KEY || value.MIDTRANS_CLIENT_KEY, {
    path: ["MIDTRANS_CLIENT_KEY"],
    error: "must be set when MIDTRANS_SERVER_KEY is",
  });

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  timeZone: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Fill an empty database with the demo data set. Default: on for the embedded database, off on PostgreSQL. */
  seedDemo: boolean;
  bodyLimitBytes: number;
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** The built web app served at `/`; absent in tests and when not built. */
  webDistDir: string | undefined;
  /** Lifetime of a staff or customer token. */
  tokenTtlSeconds: number;
  /** How long after expiry a token may still be refreshed. */
  refreshGraceSeconds: number;
  /** A session older than this (since sign-in) is not refreshed any more: one shift, then sign in again. */
  sessionMaxAgeSeconds: number;
  /** When both are set, start-up creates this Super Admin if the username does not exist yet. */
  bootstrapAdmin: { username: string; password: string } | undefined;
  /** Google sign-in for customers: the OAuth client id the ID tokens must be issued for; off when unset. */
  googleClientId: string | undefined;
  /** Where Google's signing keys are published (tests point it at a key set they serve). */
  googleJwksUrl: string;
  /** Shared request-rate counters in Redis; without it they live in the database. */
  redisUrl: string | undefined;
  /** Runs every scheduled job this often instead of its own interval (tests, demonstrations). */
  jobIntervalSeconds: number | undefined;
  /** Reports and exports read from this PostgreSQL (a streaming replica); unset, from the primary. */
  databaseReadUrl: string | undefined;
  /** Report and export requests running at once in this process; more wait in a short queue (503 when full). */
  reportConcurrency: number;
  /** How far the JavaScript heap may grow past what a full GC left before the next one (lib/heap-growth.ts). */
  heapGrowingPercent: number;
  /** A report's statement is cancelled after this long (PostgreSQL; PGlite has one connection, no timeout). */
  reportStatementTimeoutSeconds: number;
  /** Activity and scan logs older than this many days move to their archive tables (0: never). */
  logRetentionDays: number;
  /** Bearer token for `/api/metrics`; unset, only local callers (127.0.0.1, no proxy) may read it. */
  metricsToken: string | undefined;
  /** API processes under `npm run start:cluster` / `WORKERS=n` (PostgreSQL only when above 1). */
  workers: number | undefined;
  /** On SIGTERM, answer /api/ready with 503 this long before closing, so a load balancer stops sending. */
  shutdownDelaySeconds: number;
  /** PostgreSQL connections per process; admission lets all but two of them work on requests at once. */
  databasePoolSize: number;
  /** Requests per process that may wait for a working slot (default 50 per connection); beyond it, 503. */
  databaseQueueSize: number;
  /** How long a request may wait in that queue before it is answered 503 (nothing done). */
  databaseQueueTimeoutSeconds: number;
  /** Boarding of a sailing may be opened at most this long before its departure. */
  boardingWindowMinutes: number;
  /** E-mail notices go out through this SMTP server from this sender; unset, they are not sent. */
  smtp: { url: string; from: string } | undefined;
  /** WhatsApp notices: written to the log (development) or sent through Fonnte; unset, not sent. */
  whatsapp: { provider: "log" } | { provider: "fonnte"; token: string; url: string } | undefined;
  /**
   * SMS for a buyer's phone number when WhatsApp is not set (decision 024): `SMS_PROVIDER` log or zenziva
   * (`ZENZIVA_USERKEY`, `ZENZIVA_PASSKEY`, `ZENZIVA_URL`); unset, no SMS.
   */
  sms:
    | { provider: "log" }
    | { provider: "zenziva"; userkey: string; passkey: string; url: string }
    | undefined;
  /** Where passengers reach the web app: links in notices (`/cek-booking?code=…`) start here. */
  publicUrl: string;
  /** Online payment through the Midtrans Core API; unset, online bookings are paid by bank transfer only. */
  midtrans: MidtransConfig | undefined;
};

export type MidtransConfig = {
  serverKey: string;
  clientKey: string;
  /** The Core API: sandbox for `SB-` keys, production otherwise, unless `MIDTRANS_BASE_URL` says. */
  baseUrl: string;
  methods: GatewayMethod[];
  /** `QRIS_LOKET_VIA_GATEWAY`: the counter's QRIS is a dynamic QR charged at the gateway (decision 035). */
  counterQris: boolean;
};

export const MIDTRANS_SANDBOX_URL = "https://api.sandbox.midtrans.com";
export const MIDTRANS_PRODUCTION_URL = "https://api.midtrans.com";

export class ConfigError extends Error {}

function whatsappOf(value: z.output<typeof envSchema>): Config["whatsapp"] {
  if (value.WHATSAPP_PROVIDER === "log") return { provider: "log" };
  if (value.WHATSAPP_PROVIDER === "fonnte" && value.FONNTE_TOKEN) {
    return { provider: "fonnte", token: value.FONNTE_TOKEN, url: value.FONNTE_URL };
  }
  return undefined;
}

function midtransOf(value: z.output<typeof envSchema>): Config["midtrans"] {
  if (!value.MIDTRANS_SERVER_KEY || !value.MIDTRANS_CLIENT_KEY) return undefined;
  const sandbox = value.MIDTRANS_SERVER_KEY.startsWith("SB-");
  return {
    serverKey: value.MIDTRANS_SERVER_KEY,
    clientKey: value.MIDTRANS_CLIENT_KEY,
    baseUrl: (value.MIDTRANS_BASE_URL ?? (sandbox ? MIDTRANS_SANDBOX_URL : MIDTRANS_PRODUCTION_URL)).replace(
      /\/+$/,
      "",
    ),
    methods: value.MIDTRANS_METHODS ?? DEFAULT_GATEWAY_METHODS,
    counterQris: value.QRIS_LOKET_VIA_GATEWAY ?? false,
  };
}

function smsOf(value: z.output<typeof envSchema>): Config["sms"] {
  if (value.SMS_PROVIDER === "log") return { provider: "log" };
  if (value.SMS_PROVIDER === "zenziva" && value.ZENZIVA_USERKEY && value.ZENZIVA_PASSKEY) {
    return {
      provider: "zenziva",
      userkey: value.ZENZIVA_USERKEY,
      passkey: value.ZENZIVA_PASSKEY,
      url: value.ZENZIVA_URL,
    };
  }
  return undefined;
}

/** Reads the environment into a typed config, or throws one ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = checkedEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? "")}: ${issue?.message}`);
  }
  const value = parsed.data;
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    timeZone: value.TZ,
    logLevel: value.LOG_LEVEL,
    seedDemo: value.SEED_DEMO ?? value.DATABASE_URL === undefined,
    bodyLimitBytes: value.BODY_LIMIT_BYTES,
    trustProxy: value.TRUST_PROXY ?? false,
    webDistDir: value.WEB_DIST_DIR ? path.resolve(value.WEB_DIST_DIR) : undefined,
    tokenTtlSeconds: value.TOKEN_TTL_SECONDS,
    refreshGraceSeconds: value.REFRESH_GRACE_SECONDS,
    sessionMaxAgeSeconds: value.SESSION_MAX_AGE_SECONDS,
    bootstrapAdmin:
      value.ADMIN_USERNAME && value.ADMIN_PASSWORD
        ? { username: value.ADMIN_USERNAME, password: value.ADMIN_PASSWORD }
        : undefined,
    googleClientId: value.GOOGLE_CLIENT_ID,
    googleJwksUrl: value.GOOGLE_JWKS_URL,
    redisUrl: value.REDIS_URL,
    jobIntervalSeconds: value.JOB_INTERVAL_SECONDS,
    logRetentionDays: value.LOG_RETENTION_DAYS,
    databaseReadUrl: value.DATABASE_READ_URL,
    reportConcurrency: value.REPORT_CONCURRENCY,
    heapGrowingPercent: value.HEAP_GROWING_PERCENT,
    reportStatementTimeoutSeconds: value.REPORT_STATEMENT_TIMEOUT_SECONDS,
    metricsToken: value.METRICS_TOKEN,
    workers: value.WORKERS,
    shutdownDelaySeconds: value.SHUTDOWN_DELAY_SECONDS,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    databaseQueueSize: value.DATABASE_QUEUE_SIZE ?? value.DATABASE_POOL_SIZE * 50,
    databaseQueueTimeoutSeconds: value.DATABASE_QUEUE_TIMEOUT_SECONDS,
    boardingWindowMinutes: value.BOARDING_WINDOW_MINUTES,
    smtp: value.SMTP_URL && value.MAIL_FROM ? { url: value.SMTP_URL, from: value.MAIL_FROM } : undefined,
    whatsapp: whatsappOf(value),
    sms: smsOf(value),
    publicUrl: value.PUBLIC_URL.replace(/\/+$/, ""),
    midtrans: midtransOf(value),
  };
}
