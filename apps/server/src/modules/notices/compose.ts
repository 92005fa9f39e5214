import { getCompanySettings } from "../company/service";
import { loadLogo } from "../documents/company";
import type { DocumentContext } from "../documents/service";
import { composeBookingConfirmation } from "./booking-confirmation";
import { type MailAttachment, type MailContent, type RenderedMail, renderMail } from "./mail-layout";
import type { NoticeKind, NoticeRow } from "./outbox";

/** What composing a message needs: the documents (database, renderer) and the web app's address. */
export type ComposeContext = { documents: DocumentContext; publicUrl: string };

/** A message's words and its own attachments, before the layout signs it. */
export type ComposedMail = { content: MailContent; attachments: MailAttachment[] };

const COMPOSERS: Record<NoticeKind, (ctx: ComposeContext, notice: NoticeRow) => Promise<ComposedMail>> = {
  booking_confirmed: composeBookingConfirmation,
};

/** The e-mail of a notice as it is sent now: its kind's words, signed with today's company settings. */
export async function composeMail(ctx: ComposeContext, notice: NoticeRow): Promise<RenderedMail> {
  const composed = await COMPOSERS[notice.kind as NoticeKind](ctx, notice);
  const settings = await getCompanySettings(ctx.documents.db);
  const rendered = renderMail(composed.content, {
    name: settings.company_name,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    logo: await loadLogo(ctx.documents.dataDir, settings.logo_url),
  });
  return { ...rendered, attachments: [...rendered.attachments, ...composed.attachments] };
}
