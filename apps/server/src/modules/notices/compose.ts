import { getCompanySettings } from "../company/service";
import { loadLogo } from "../documents/company";
import type { DocumentContext } from "../documents/service";
import { composeBookingTickets } from "./booking-tickets";
import { type MailAttachment, type MailContent, type RenderedMail, renderMail } from "./mail-layout";
import type { NoticeKind, NoticeRow } from "./outbox";
import { composeStored } from "./stored-content";

/** What composing a message needs: the documents (database, renderer) and the web app's address. */
export type ComposeContext = { documents: DocumentContext; publicUrl: string };

/** A message's words and its own attachments, before the layout signs it. */
export type ComposedMail = { content: MailContent; attachments: MailAttachment[] };

const COMPOSERS: Record<NoticeKind, (ctx: ComposeContext, notice: NoticeRow) => Promise<ComposedMail>> = {
  booking_confirmed: composeBookingTickets,
  booking_rescheduled: composeBookingTickets,
  payment_rejected: composeStored,
  refund_decided: composeStored,
  password_changed: composeStored,
};

/** The e-mail of a notice as it is sent now: its kind's words, signed with today's company settings. */
export async function composeMail(ctx: ComposeContext, notice: NoticeRow): Promise<RenderedMail> {
  const composed = await COMPOSERS[notice.kind as NoticeKind](ctx, notice);
  const settings = await getCompanySettings(ctx.documents.db);
  const company = {
    name: settings.company_name,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    logo: await loadLogo(ctx.documents.dataDir, settings.logo_url),
  };
  const rendered = renderMail(composed.content, company, ctx.publicUrl);
  return { ...rendered, attachments: [...rendered.attachments, ...composed.attachments] };
}
