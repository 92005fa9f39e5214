import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { fonnteProvider } from "./fonnte";

/**
 * A WhatsApp provider (like the payment providers): sends one text message to a number and answers the
 * provider's id for it, or throws (the outbox retries). Chosen by `WHATSAPP_PROVIDER`.
 */
export type WhatsAppProvider = {
  name: string;
  send(target: string, message: string): Promise<{ messageId: string }>;
};

/** Development: the message goes to the server log only (never the QR secret: messages never hold it). */
export function logProvider(log: FastifyBaseLogger): WhatsAppProvider {
  return {
    name: "log",
    async send(target, message) {
      const messageId = `log-${randomUUID()}`;
      log.info({ whatsapp: { target, message, messageId } }, "WhatsApp message (log provider)");
      return { messageId };
    },
  };
}

export function whatsappProvider(
  settings: NonNullable<Config["whatsapp"]>,
  log: FastifyBaseLogger,
): WhatsAppProvider {
  return settings.provider === "log" ? logProvider(log) : fonnteProvider(settings);
}
