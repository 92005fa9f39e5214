import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { type ComposeContext, composeMail, composeShortText, composeText } from "./compose";
import type { ChannelRoute, DeliveryContext } from "./delivery";
import { type Mailer, senderDomain, smtpMailer } from "./mailer";
import { NOTICE_MESSAGES } from "./messages";
import type { NoticeRow } from "./outbox";
import { smsProvider } from "./sms";
import type { TextProvider } from "./text-provider";
import { whatsappProvider } from "./whatsapp";

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

/**
 * WhatsApp or SMS: a text message to the phone number, composed by `compose` (booking code and link; no
 * files, never a QR secret).
 */
export function textRoute(
  ctx: ComposeContext,
  provider: TextProvider,
  compose: (ctx: ComposeContext, notice: NoticeRow) => Promise<string>,
): ChannelRoute {
  return {
    send: async (notice) => {
      const sent = await provider.send(notice.recipient, await compose(ctx, notice));
      return { providerMessageId: sent.messageId };
    },
  };
}

/**
 * A phone number's notices go by WhatsApp; when WhatsApp is not set and SMS is, they move to SMS when due
 * (decision 024); with neither, they are 'tidak dikirim'.
 */
function whatsappChannel(config: Config, compose: ComposeContext, log: FastifyBaseLogger): ChannelRoute {
  if (config.whatsapp) return textRoute(compose, whatsappProvider(config.whatsapp, log), composeText);
  if (config.sms) return { moveTo: "sms" };
  return { unavailable: NOTICE_MESSAGES.whatsappUnset };
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
      whatsapp: whatsappChannel(config, compose, log),
      sms: config.sms
        ? textRoute(compose, smsProvider(config.sms, log), composeShortText)
        : { unavailable: NOTICE_MESSAGES.smsUnset },
    },
  };
}
