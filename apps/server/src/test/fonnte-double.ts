import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

export type FonnteRequest = {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
};

export type FonnteDouble = {
  /** The `/send` address, for `FONNTE_URL`. */
  url: string;
  requests: FonnteRequest[];
  /** What the next requests are answered (Fonnte's documented shapes); accepted with a fresh id by default. */
  reply: { status: number; body: unknown } | null;
};

/**
 * A local double of Fonnte's `POST /send` on 127.0.0.1 (a random port): it reads the form the way
 * Fonnte does (multipart or URL-encoded fields), keeps every request, and answers like Fonnte:
 * `{ status: true, id: [...], ... }` or `{ status: false, reason }`. Stopped after each test.
 */
export function fonnteDoublesStoppedAfterEach(): () => Promise<FonnteDouble> {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });
  return async () => {
    let nextId = 80_367_170;
    const double: FonnteDouble = { url: "", requests: [], reply: null };
    const server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = await new Response(Buffer.concat(chunks), {
        headers: { "content-type": request.headers["content-type"] ?? "" },
      }).formData();
      const fields = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
      double.requests.push({ path: request.url ?? "", authorization: request.headers.authorization, fields });
      const id = String(nextId++);
      const reply = double.reply ?? {
        status: 200,
        body: {
          detail: "success! message in queue",
          id: [id],
          process: "pending",
          status: true,
          target: [fields.target],
        },
      };
      response
        .writeHead(reply.status, { "content-type": "application/json" })
        .end(JSON.stringify(reply.body));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    return double;
  };
}
