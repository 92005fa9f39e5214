import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html-page";
import { renderTicketHtml } from "./html-ticket";
import { sampleTicketView } from "./sample-view";

const EVIL = "<script>alert(1)</script>";

describe("HTML previews", () => {
  it("escapes every value and holds no script", () => {
    const view = sampleTicketView({ template: "thermal_sk" });
    const ticket = view.tickets[0];
    if (!ticket) throw new Error("no ticket");
    ticket.holder = EVIL;
    ticket.rows.push({ label: `"'&${EVIL}`, value: EVIL });
    view.company = { name: EVIL, contact: EVIL, logo_url: null };
    view.terms = [EVIL];
    const html = renderTicketHtml(view, { logo: null });
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&#39;&amp;");
    expect(html).toContain('src="data:image/png;base64,');
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
