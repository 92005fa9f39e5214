import { qrPng } from "./qr";
import type { CompanyView, DocumentAssets, Row } from "./view";

/**
 * The HTML previews' shared parts. Every value from the database goes through `escapeHtml`; the page
 * has no script at all, its styles are inline and its images are data URLs, so it is served with the
 * CSP `default-src 'none'; style-src 'unsafe-inline'; img-src data:`.
 */
export const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export function qrDataUrl(secret: string): string {
  return `data:image/png;base64,${qrPng(secret, 4).toString("base64")}`;
}

export function logoImg(assets: DocumentAssets, className: string): string {
  if (!assets.logo) return "";
  const url = `data:${assets.logo.mime};base64,${Buffer.from(assets.logo.data).toString("base64")}`;
  return `<img class="${className}" src="${url}" alt="Logo">`;
}

export function companyBlock(company: CompanyView, assets: DocumentAssets): string {
  const contact = company.contact ? `<div class="muted small">${escapeHtml(company.contact)}</div>` : "";
  return `${logoImg(assets, "logo")}<div><div class="company">${escapeHtml(company.name)}</div>${contact}</div>`;
}

export function rowsTable(rows: Row[]): string {
  const body = rows
    .map((row) => `<tr><th>${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}</td></tr>`)
    .join("");
  return `<table class="rows">${body}</table>`;
}

const BASE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Helvetica,Arial,sans-serif;color:#111;background:#f3f4f6}
.sheet{background:#fff;margin:12px auto;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.head{display:flex;align-items:center;gap:12px}
.logo{max-width:56px;max-height:56px}
.company{font-weight:bold;font-size:18px}
.muted{color:#555}.small{font-size:11px}
.title{font-weight:bold;font-size:16px}
table{border-collapse:collapse;width:100%}
.rows th{text-align:left;color:#555;font-weight:bold;padding:2px 8px 2px 0;vertical-align:top;white-space:nowrap}
.rows td{padding:2px 0;vertical-align:top}
.rows th,.rows td{font-size:13px}
hr{border:0;border-top:1px solid #999;margin:12px 0}
hr.dashed{border-top-style:dashed}
@media print{body{background:#fff}.sheet{margin:0;box-shadow:none}}
`;

/** A whole HTML document: the shared styles, the paper's own and the body. */
export function htmlPage(title: string, style: string, body: string): string {
  return `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${BASE_STYLE}${style}</style></head><body>${body}</body></html>`;
}
