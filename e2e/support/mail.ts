import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll } from "vitest";
import { startMailServer } from "../../apps/server/src/test/mail-server";
import type { useBrowser } from "./browser";
import { startServer } from "./server";

/**
 * A server of its own that sends its notices to a real SMTP server this test starts (`SMTP_URL`), with
 * its links pointing at itself (`PUBLIC_URL`) and its delivery job every second: the run's server sends
 * no e-mail, as a fresh install.
 */
export async function startMailWorld() {
  const mail = await startMailServer();
  const server = await startServer((baseUrl) => ({
    // As `npm start` runs it: vitest's NODE_ENV=test would keep the scheduled jobs (the delivery) still.
    NODE_ENV: "production",
    SMTP_URL: mail.url,
    MAIL_FROM: "PT Ferry Nusantara <tiket@ferry.example>",
    PUBLIC_URL: baseUrl,
    JOB_INTERVAL_SECONDS: "1",
  }));
  return {
    baseUrl: server.baseUrl,
    /** Waits for the first message received whose subject is `subject` and that went to `to`. */
    async mailTo(to: string, subject: string, timeoutMs = 45_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mail.received.find(
          (message) => message.subject === subject && recipients(message).includes(to),
        );
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const seen = mail.received.map((message) => `${message.subject} -> ${recipients(message).join(",")}`);
      throw new Error(`no e-mail "${subject}" to ${to} within ${timeoutMs} ms; received: ${seen.join("; ")}`);
    },
    stop: async () => {
      await server.stop();
      await mail.stop();
    },
  };
}

/**
 * In a `describe`: a mail world of its own started before its tests and stopped after them; `open(path)`
 * gives a page of its server from `browser`, `mailTo` and `baseUrl` are the world's.
 */
export function useMailWorld(browser: ReturnType<typeof useBrowser>) {
  let world: Awaited<ReturnType<typeof startMailWorld>> | undefined;
  beforeAll(async () => {
    world = await startMailWorld();
  });
  afterAll(() => world?.stop());
  const started = () => {
    if (!world) throw new Error("the mail world has not started");
    return world;
  };
  return {
    baseUrl: () => started().baseUrl,
    open: (path: string) => browser.open(path, { baseUrl: started().baseUrl }),
    mailTo: (to: string, subject: string) => started().mailTo(to, subject),
  };
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((entry) => entry.address ?? ""));
}

/** The targets of the links in an e-mail's HTML part, in order. */
export function linksOf(mail: ParsedMail): string[] {
  const html = typeof mail.html === "string" ? mail.html : "";
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
}
