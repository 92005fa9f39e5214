import { describe, expect, it } from "vitest";
import { freePort } from "../../faults/rush";
import { foldersRemovedAfterEach, serversKilledAfterEach } from "../../test/cleanup";
import { mailServersStoppedAfterEach } from "../../test/mail-server";
import { startServerProcess } from "../../test/server-process";

/**
 * The delivery job in the real server (`npm start`): the demo data's counter sale with the demo
 * customer's e-mail is confirmed on first start, and its e-tickets reach a real SMTP server through the
 * scheduled job, rendered by the worker threads, once.
 */
describe("notice delivery in the running server", () => {
  const servers = serversKilledAfterEach();
  const folder = foldersRemovedAfterEach("ferry-notices-");
  const mailServer = mailServersStoppedAfterEach();

  it("sends the e-tickets of the demo sale once, on the job's interval", async () => {
    const smtp = await mailServer();
    const server = await startServerProcess(await freePort(), {
      DATA_DIR: folder(),
      SEED_DEMO: "true",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Demo Kapal <tiket@kapal.example>",
      PUBLIC_URL: "https://tiket.kapal.example",
      JOB_INTERVAL_SECONDS: "1",
    });
    servers.push(server);
    const deadline = Date.now() + 30_000;
    while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(smtp.received.length, server.output()).toBeGreaterThan(0);
    // A few more runs of the job: nothing is sent again.
    await new Promise((r) => setTimeout(r, 3_000));
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    const mail = smtp.received.find((received) => received.subject?.startsWith("E-tiket booking "));
    const code = mail?.subject?.slice("E-tiket booking ".length) ?? "";
    expect(mail?.text).toContain(`https://tiket.kapal.example/cek-booking?code=${code}`);
    const pdfs = mail?.attachments.filter((file) => file.contentType === "application/pdf") ?? [];
    expect(pdfs.map((file) => file.content.subarray(0, 5).toString("latin1"))).toEqual(["%PDF-", "%PDF-"]);
  });
});
