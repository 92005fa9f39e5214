import path from "node:path";
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
  ADMIN_USERNAME: z.string().trim().min(3).max(100).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
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
  /** When both are set, start-up creates this Super Admin if the username does not exist yet. */
  bootstrapAdmin: { username: string; password: string } | undefined;
};

export class ConfigError extends Error {}

/** Reads the environment into a typed config, or throws one ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
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
    bootstrapAdmin:
      value.ADMIN_USERNAME && value.ADMIN_PASSWORD
        ? { username: value.ADMIN_USERNAME, password: value.ADMIN_PASSWORD }
        : undefined,
  };
}
