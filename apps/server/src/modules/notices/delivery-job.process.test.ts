import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite } from "../../db/client";
import { noticeAttempts, notices } from "../../db/schema/notices";
import { freePort } from "../../faults/rush";
import { foldersRemovedAfterEach, serversKilledAfterEach } from "../../test/cleanup";
import { mailServersStoppedAfterEach } from "../../test/mail-server";
import { type ServerProcess, startServerProcess } from "../../test/server-process";

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
    await waitFor(() => smtp.received.length > 0, 30_000);
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

  it("sends a notice again after the process died mid-send, under the same Message-ID, and nothing else twice", async () => {
    const dataDir = folder();
    let first: ServerProcess | undefined;
    const smtp = await mailServer({
      // The first message is on the wire: the server dies before it hears that it was accepted.
      beforeAccept: async () => {
        if (first?.child.exitCode === null && first.child.signalCode === null) await first.stop("SIGKILL");
      },
    });
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Demo Kapal <tiket@kapal.example>",
      JOB_INTERVAL_SECONDS: "1",
    };
    const port = await freePort();
    first = await startServerProcess(port, env);
    servers.push(first);
    await waitFor(() => first?.child.signalCode === "SIGKILL", 30_000);
    expect(smtp.received).toHaveLength(1);
    const killedId = smtp.received[0]?.messageId;

    const second = await startServerProcess(port, env);
    servers.push(second);
    await waitFor(() => smtp.received.length > 1, 30_000);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await second.stop("SIGTERM")).toBe(0);

    const handle = await openPglite(path.join(dataDir, "pgdata"));
    try {
      const emails = await handle.db.select().from(notices).where(eq(notices.channel, "email"));
      expect(emails.map((notice) => notice.status)).toEqual(emails.map(() => "terkirim"));
      const ids = smtp.received.map((mail) => mail.messageId);
      for (const notice of emails) {
        const copies = ids.filter((id) => id === notice.provider_message_id).length;
        expect(copies, String(notice.provider_message_id)).toBe(
          notice.provider_message_id === killedId ? 2 : 1,
        );
      }
      const killed = emails.find((notice) => notice.provider_message_id === killedId);
      const attempts = await handle.db
        .select()
        .from(noticeAttempts)
        .where(eq(noticeAttempts.notice_id, killed?.id ?? 0))
        .orderBy(asc(noticeAttempts.attempt));
      expect(attempts.map((row) => row.outcome)).toEqual(["terputus", "terkirim"]);
    } finally {
      await handle.close();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
}
