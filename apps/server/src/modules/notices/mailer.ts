import nodemailer from "nodemailer";
import type { MailAttachment } from "./mail-layout";

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /** The Message-ID header: one per notice, so a re-sent copy carries the same one. */
  messageId: string;
};

export type SentMail = { messageId: string; response: string };
export type Mailer = { send(mail: OutgoingMail): Promise<SentMail> };

/** `Tiket <tiket@kapal.co.id>` -> `kapal.co.id` (the Message-ID's right-hand side). */
export function senderDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? "localhost";
}

/**
 * E-mail over SMTP with nodemailer (`SMTP_URL`, `MAIL_FROM`; decision 024). A connection per message;
 * bounded waits, so a hung server fails the attempt well inside the outbox's claim lease.
 */
export function smtpMailer(settings: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ ...mail, from: settings.from });
      return { messageId: info.messageId, response: info.response };
    },
  };
}
