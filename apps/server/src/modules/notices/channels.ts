import type { Config } from "../../config";
import type { ComposeContext } from "./compose";
import { composeMail } from "./compose";
import type { ChannelRoute, DeliveryContext } from "./delivery";
import { type Mailer, senderDomain, smtpMailer } from "./mailer";
import { NOTICE_MESSAGES } from "./messages";

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

/** The delivery context of the configured channels: e-mail when SMTP is set; WhatsApp not yet built. */
export function deliveryContext(config: Config, compose: ComposeContext): DeliveryContext {
  return {
    db: compose.documents.db,
    channels: {
      email: config.smtp
        ? emailRoute(compose, smtpMailer(config.smtp), config.smtp.from)
        : { unavailable: NOTICE_MESSAGES.smtpUnset },
      whatsapp: { unavailable: NOTICE_MESSAGES.whatsappUnset },
    },
  };
}
