import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

export type GatewayRequest = {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
};

export type GatewayDouble = {
  /** The address of the gateway's send endpoint, for its `*_URL` setting. */
  url: string;
  requests: GatewayRequest[];
  /** What the next requests are answered (the gateway's documented shapes); accepted with a fresh id by default. */
  reply: { status: number; body: unknown } | null;
};

/**
 * A local double of a message gateway's HTTP send endpoint (Fonnte's `/send`, Zenziva's `sendsms`) on
 * 127.0.0.1 (a random port): it reads the form as the gateway does (multipart or URL-encoded fields),
 * keeps every request, and answers `accepted(fields, id)` unless `reply` is set. Stopped after each test.
 */
export function formGatewayDoublesStoppedAfterEach(
  path: string,
  accepted: (fields: Record<string, string>, id: string) => unknown,
): () => Promise<GatewayDouble> {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });
  return async () => {
    let nextId = 80_367_170;
    const double: GatewayDouble = { url: "", requests: [], reply: null };
    const server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = await new Response(Buffer.concat(chunks), {
        headers: { "content-type": request.headers["content-type"] ?? "" },
      }).formData();
      const fields = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
      double.requests.push({ path: request.url ?? "", authorization: request.headers.authorization, fields });
      const reply = double.reply ?? { status: 200, body: accepted(fields, String(nextId++)) };
      response
        .writeHead(reply.status, { "content-type": "application/json" })
        .end(JSON.stringify(reply.body));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
    return double;
  };
}
