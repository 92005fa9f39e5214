import { getCompanySettings } from "../company/index";
import type { DocumentContext } from "../documents/index";
import { loadLogo } from "../documents/index";
import { composeBookingTickets } from "./booking-tickets";
import {
  type MailAttachment,
  type MailCompany,
  type MailContent,
  type RenderedMail,
  renderMail,
  shortTextPart,
  textPart,
} from "./mail-layout";
import type { NoticeKind, NoticeRow } from "./outbox";
import { composeStored } from "./stored-content";

/** What composing a message needs: the documents (database, renderer) and the web app's address. */
export type ComposeContext = { documents: DocumentContext; publicUrl: string };

/** A message's words, and its own attachments, made only for a channel that carries files (e-mail). */
export type ComposedMail = { content: MailContent; files: () => Promise<MailAttachment[]> };

const COMPOSERS: Record<NoticeKind, (ctx: ComposeContext, notice: NoticeRow) => Promise<ComposedMail>> = {
  booking_confirmed: composeBookingTickets,
  booking_rescheduled: composeBookingTickets,
  payment_rejected: composeStored,
  refund_decided: composeStored,
  password_changed: composeStored,
  test: composeStored,
  email_verification: composeStored,
  password_reset: composeStored,
  schedule_delayed: composeStored,
  schedule_cancelled: composeStored,
  booking_moved: composeStored,
};

async function companyOf(ctx: ComposeContext): Promise<MailCompany> {
  const settings = await getCompanySettings(ctx.documents.db);
  return {
    name: settings.company_name,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    logo: await loadLogo(ctx.documents.dataDir, settings.logo_url),
  };
}

const composed = (ctx: ComposeContext, notice: NoticeRow) =>
  COMPOSERS[notice.kind as NoticeKind](ctx, notice);

/** The e-mail of a notice as it is sent now: its kind's words, signed with today's company settings. */
export async function composeMail(ctx: ComposeContext, notice: NoticeRow): Promise<RenderedMail> {
  const { content, files } = await composed(ctx, notice);
  const rendered = renderMail(content, await companyOf(ctx), ctx.publicUrl);
  return { ...rendered, attachments: [...rendered.attachments, ...(await files())] };
}

/** The plain-text message of a notice (WhatsApp): its subject in bold, then the e-mail's text part. */
export async function composeText(ctx: ComposeContext, notice: NoticeRow): Promise<string> {
  const { content } = await composed(ctx, notice);
  return `*${notice.subject}*\n\n${textPart(content, await companyOf(ctx), ctx.publicUrl)}`;
}

/** The SMS of a notice: short (subject, facts, link, company name); never a file nor a QR secret. */
export async function composeShortText(ctx: ComposeContext, notice: NoticeRow): Promise<string> {
  const { content } = await composed(ctx, notice);
  return shortTextPart(notice.subject, content, await companyOf(ctx), ctx.publicUrl);
}
