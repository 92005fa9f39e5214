import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ParsedMail } from "mailparser";
import { afterEach } from "vitest";
import type { Config } from "../../config";
import { notices } from "../../db/schema/notices";
import { mailServersStoppedAfterEach, type TestMailServer } from "../../test/mail-server";
import type { DocumentRenderer } from "../documents/index";
import { appRenderer } from "../documents/index";
import { deliveryContext } from "./channels";

/** Test support: the sender and web address the notice tests deliver with. */
export const TEST_FROM = "PT Kapal Uji <tiket@kapal.example>";
export const TEST_PUBLIC_URL = "https://tiket.kapal.example";

/** The address a received message went to. */
export const recipientOf = (mail: ParsedMail | undefined) =>
  mail?.to && "text" in mail.to ? mail.to.text : "";

/**
 * For a notice test file: `mailServer()` starts a real SMTP server; `delivery(server)` is the delivery
 * context as the job builds it, sending to that server (null: SMTP unset) and through `whatsapp` and
 * `sms` (unset: not configured); `outbox()` the notices in
 * order. Servers and renderers are stopped after each test.
 */
export function useNoticeDelivery(app: () => FastifyInstance) {
  const mailServer = mailServersStoppedAfterEach();
  const renderers: DocumentRenderer[] = [];
  afterEach(async () => {
    for (const renderer of renderers.splice(0)) await renderer.close();
  });
  const delivery = (server: TestMailServer | null, whatsapp?: Config["whatsapp"], sms?: Config["sms"]) => {
    const { database, config, log } = app();
    const renderer = appRenderer(database, log);
    renderers.push(renderer);
    return deliveryContext(
      { ...config, smtp: server ? { url: server.url, from: TEST_FROM } : undefined, whatsapp, sms },
      { documents: { db: database.db, dataDir: config.dataDir, renderer }, publicUrl: TEST_PUBLIC_URL },
      log,
    );
  };
  const outbox = () => app().database.db.select().from(notices).orderBy(asc(notices.id));
  return { mailServer, delivery, outbox };
}
