import { gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { TtlCache } from "../../lib/ttl-cache";

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

/** URLs remembered at most; more (a crawler walking every page) start the memory afresh. */
const MAX_URLS = 1000;

/**
 * Visitors' shared answers (`cache`, keyed by the validated query as JSON), also found by the URL they
 * were asked with: a visitor repeating a URL whose answer is loaded and still fresh is answered by the
 * route's `onRequest` hook, before validation and the handler (the same URL always validates to the same
 * query), so the home page's many identical requests cost little more than their HTTP. The answer is
 * exactly the one the handler would send: same entry, same age limit. Signed-in requests never take it.
 */
export function sharedAnswersByUrl(cache: TtlCache<string, SharedAnswer>) {
  const keys = new Map<string, string>();
  const onRequest: onRequestHookHandler = (request, reply, done) => {
    const key = request.headers.authorization ? undefined : keys.get(request.url);
    const answer = key === undefined ? undefined : cache.fresh(key);
    if (answer === undefined) return done();
    sendShared(request, reply, answer);
  };
  /** The shared answer to a visitor's validated `query`, remembering the request's URL for it. */
  const answer = (request: FastifyRequest, query: unknown): Promise<SharedAnswer> => {
    const key = JSON.stringify(query);
    if (keys.get(request.url) !== key) {
      if (keys.size >= MAX_URLS) keys.clear();
      keys.set(request.url, key);
    }
    return cache(key);
  };
  return { onRequest, answer };
}
