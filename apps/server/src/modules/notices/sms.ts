import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { logProvider, type TextProvider } from "./text-provider";
import { zenzivaProvider } from "./zenziva";

/** The SMS provider `SMS_PROVIDER` names: `log` or `zenziva`. */
export function smsProvider(settings: NonNullable<Config["sms"]>, log: FastifyBaseLogger): TextProvider {
  return settings.provider === "log" ? logProvider(log, "sms") : zenzivaProvider(settings);
}
