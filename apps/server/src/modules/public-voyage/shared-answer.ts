import { gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** One answer shared by many requests: serialised once, compressed once when a client first accepts gzip. */
export class SharedAnswer {
  #gzip: Buffer | undefined;
  constructor(readonly json: string) {}
  get gzip(): Buffer {
    this.#gzip ??= gzipSync(this.json);
    return this.#gzip;
  }
}

export const sharedAnswer = (body: unknown) => new SharedAnswer(JSON.stringify(body));

/** Sends a shared answer as it is: gzip when the client accepts it (every browser), else the JSON text. */
export function sendShared(request: FastifyRequest, reply: FastifyReply, answer: SharedAnswer) {
  reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
  if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? ""))
    return reply.header("content-encoding", "gzip").send(answer.gzip);
  return reply.send(answer.json);
}
