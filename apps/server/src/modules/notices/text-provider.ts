import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";

/**
 * A provider of text messages to a phone number, WhatsApp or SMS (like the payment providers): sends one
 * message and answers the provider's id for it, or throws (the outbox retries). Chosen by
 * `WHATSAPP_PROVIDER` (`whatsapp.ts`) and `SMS_PROVIDER` (`sms.ts`).
 */
export type TextProvider = {
  name: string;
  send(target: string, message: string): Promise<{ messageId: string }>;
};

/**
 * Development: the message goes to the server log only, under `channel` (never a QR secret: messages
 * never hold one).
 */
export function logProvider(log: FastifyBaseLogger, channel: "whatsapp" | "sms"): TextProvider {
  return {
    name: "log",
    async send(target, message) {
      const messageId = `log-${randomUUID()}`;
      log.info({ [channel]: { target, message, messageId } }, `${channel} message (log provider)`);
      return { messageId };
    },
  };
}
