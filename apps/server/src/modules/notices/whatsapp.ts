import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { fonnteProvider } from "./fonnte";
import { logProvider, type TextProvider } from "./text-provider";

/** The WhatsApp provider `WHATSAPP_PROVIDER` names: `log` or `fonnte`. */
export function whatsappProvider(
  settings: NonNullable<Config["whatsapp"]>,
  log: FastifyBaseLogger,
): TextProvider {
  return settings.provider === "log" ? logProvider(log, "whatsapp") : fonnteProvider(settings);
}
