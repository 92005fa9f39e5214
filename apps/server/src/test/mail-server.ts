import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach } from "vitest";

export type TestMailServer = {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  /** Every message received since the server was made, parsed, across restarts. */
  received: ParsedMail[];
  /** Stops listening (sends then fail with a refused connection). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
};

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
  });
}

type MailServerOptions = {
  /** Runs on each message received, before the server answers that it accepted it. */
  beforeAccept?: (mail: ParsedMail) => Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (a random port) that keeps what it receives: plain SMTP without
 * authentication or STARTTLS, as a local relay would be. The caller stops it (the browser journeys too).
 */
export async function startMailServer({ beforeAccept }: MailServerOptions = {}): Promise<TestMailServer> {
  const received: ParsedMail[] = [];
  let current: SMTPServer | null = null;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            received.push(mail);
            await beforeAccept?.(mail);
          })
          .then(
            () => callback(),
            (error: Error) => callback(error),
          );
      },
    });
  current = make();
  const port = await listen(current, 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: async () => {
      const closing = current;
      current = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: async () => {
      current = make();
      await listen(current, port);
    },
  };
}

/** `startMailServer` for a test file: every server it starts is stopped after each test. */
export function mailServersStoppedAfterEach(): (options?: MailServerOptions) => Promise<TestMailServer> {
  const running: TestMailServer[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) await server.stop();
  });
  return async (options) => {
    const server = await startMailServer(options);
    running.push(server);
    return server;
  };
}
