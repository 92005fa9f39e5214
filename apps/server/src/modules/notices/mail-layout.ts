import type { LogoImage } from "../documents/index";
import { escapeHtml } from "../documents/index";

/** The company as every e-mail signs it (company settings). */
export type MailCompany = {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  logo: LogoImage | null;
};

/** What a message says, as plain strings: the layout escapes every one of them for the HTML part. */
export type MailContent = {
  greeting: string;
  paragraphs: string[];
  facts: { label: string; value: string }[];
  /** A page of the web app (`/cek-booking?code=…`); the layout puts `PUBLIC_URL` in front. */
  link?: { label: string; path: string };
  closing: string[];
};

export type MailAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };
export type RenderedMail = { html: string; text: string; attachments: MailAttachment[] };

const LOGO_CID = "logo@notices";

function contacts(company: MailCompany): string[] {
  return [company.address, company.phone, company.email].filter((line): line is string => Boolean(line));
}

/** The plain-text message (the e-mail's text part, and the WhatsApp message). */
export function textPart(content: MailContent, company: MailCompany, publicUrl: string): string {
  const facts = content.facts.map((fact) => `${fact.label}: ${fact.value}`);
  const link = content.link ? [`${content.link.label}: ${publicUrl}${content.link.path}`] : [];
  const blocks = [[content.greeting], content.paragraphs, facts, link, content.closing];
  const signature = ["--", company.name, ...contacts(company)];
  return [
    ...blocks.filter((block) => block.length > 0).map((block) => block.join("\n")),
    signature.join("\n"),
  ]
    .join("\n\n")
    .concat("\n");
}

/**
 * The short message for SMS: the subject, the facts and the link, signed with the company's name; the
 * paragraphs only when there is neither a fact nor a link (a test).
 */
export function shortTextPart(
  subject: string,
  content: MailContent,
  company: MailCompany,
  publicUrl: string,
): string {
  const facts = content.facts.map((fact) => `${fact.label}: ${fact.value}`);
  const link = content.link ? [`${content.link.label}: ${publicUrl}${content.link.path}`] : [];
  const body = facts.length + link.length > 0 ? [...facts, ...link] : content.paragraphs;
  return [subject, ...body, `- ${company.name}`].join("\n");
}

function htmlPart(content: MailContent, company: MailCompany, publicUrl: string): string {
  const e = escapeHtml;
  const logo = company.logo
    ? `<img src="cid:${LOGO_CID}" alt="${e(company.name)}" style="max-height:48px">`
    : "";
  const paragraphs = content.paragraphs.map((line) => `<p>${e(line)}</p>`).join("");
  const facts = content.facts
    .map(
      (fact) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#555">${e(fact.label)}</td><td><b>${e(fact.value)}</b></td></tr>`,
    )
    .join("");
  const link = content.link
    ? `<p><a href="${e(publicUrl + content.link.path)}" style="color:#0b5cad">${e(content.link.label)}</a></p>`
    : "";
  const closing = content.closing.map((line) => `<p>${e(line)}</p>`).join("");
  const footer = [company.name, ...contacts(company)].map(e).join("<br>");
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${e(company.name)}</title></head><body style="font-family:Arial,sans-serif;font-size:14px;color:#222">${logo}<p>${e(content.greeting)}</p>${paragraphs}<table>${facts}</table>${link}${closing}<hr><p style="font-size:12px;color:#555">${footer}</p></body></html>`;
}

/** The HTML and plain-text parts of a message, signed with the company's name, logo and contacts. */
export function renderMail(content: MailContent, company: MailCompany, publicUrl: string): RenderedMail {
  const logo: MailAttachment[] = company.logo
    ? [
        {
          filename: "logo",
          content: Buffer.from(company.logo.data),
          contentType: company.logo.mime,
          cid: LOGO_CID,
        },
      ]
    : [];
  return {
    html: htmlPart(content, company, publicUrl),
    text: textPart(content, company, publicUrl),
    attachments: logo,
  };
}
