import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { type ComposeContext, composeMail, composeText } from "./compose";
import type { ChannelRoute, DeliveryContext } from "./delivery";
import { type Mailer, senderDomain, smtpMailer } from "./mailer";
import { NOTICE_MESSAGES } from "./messages";
import { type WhatsAppProvider, whatsappProvider } from "./whatsapp";

/** E-mail: composed at send time, sent through the mailer under the notice's own Message-ID. */
export function emailRoute(ctx: ComposeContext, mailer: Mailer, from: string): ChannelRoute {
  const domain = senderDomain(from);
  return {
    send: async (notice) => {
      const mail = await composeMail(ctx, notice);
      const sent = await mailer.send({
        ...mail,
        to: notice.recipient,
        subject: notice.subject,
        messageId: `<notice-${notice.id}@${domain}>`,
      });
      return { providerMessageId: sent.messageId };
    },
  };
}

/** WhatsApp: the plain-text message (booking code and link; no files, never a QR secret). */
export function whatsappRoute(ctx: ComposeContext, provider: WhatsAppProvider): ChannelRoute {
  return {
    send: async (notice) => {
      const sent = await provider.send(notice.recipient, await composeText(ctx, notice));
      return { providerMessageId: sent.messageId };
    },
  };
}

/** The delivery context of the configured channels; a channel not configured is reported as such. */
export function deliveryContext(
  config: Config,
  compose: ComposeContext,
  log: FastifyBaseLogger,
): DeliveryContext {
  return {
    db: compose.documents.db,
    channels: {
      email: config.smtp
        ? emailRoute(compose, smtpMailer(config.smtp), config.smtp.from)
        : { unavailable: NOTICE_MESSAGES.smtpUnset },
      whatsapp: config.whatsapp
        ? whatsappRoute(compose, whatsappProvider(config.whatsapp, log))
        : { unavailable: NOTICE_MESSAGES.whatsappUnset },
    },
  };
}
