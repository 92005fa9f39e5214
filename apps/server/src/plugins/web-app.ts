import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { HOME_PRELOADS, INFO_PRELOADS } from "@ferry/shared/public-pages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { sendFailure } from "./errors";

const IMMUTABLE = "public, max-age=31536000, immutable";
const preload = (urls: readonly string[]) =>
  urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(", ");
/** What a page's first paint waits for, fetched with the page (the app's requests then use those answers). */
const PRELOADS = new Map([
  ["/", preload(HOME_PRELOADS)],
  ["/info", preload(INFO_PRELOADS)],
]);

/** index.html for a page path, revalidated; the home page and /info with what their first paint waits for. */
function sendPage(request: FastifyRequest, reply: FastifyReply) {
  const preloads = PRELOADS.get(request.url);
  if (preloads) reply.header("link", preloads);
  return reply.header("Cache-Control", "no-cache").sendFile("index.html");
}

/**
 * Serves the built web app at `/` with history fallback: every non-`/api` GET that is not a file gets
 * index.html, so deep links work. Hashed assets are cached for a year; index.html is always revalidated.
 * Text files are sent pre-compressed (brotli or gzip, written by the web build) when the browser accepts it.
 * Unknown `/api` paths (and everything when no web build is present) answer the JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string | undefined }) => {
  const distDir = options.distDir;
  const hasWeb = distDir !== undefined && fs.existsSync(path.join(distDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // The build writes `.br` and `.gz` next to every text asset (apps/web/vite.config.ts); the best one
      // the browser accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", hashed ? IMMUTABLE : "no-cache");
      },
    });
    // The home page is the app's page too, not the directory's index file: it carries its preloads.
    app.get("/", (request, reply) => sendPage(request, reply));
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?");
    const isPage = request.method === "GET" || request.method === "HEAD";
    if (!hasWeb || isApi || !isPage) return sendFailure(reply, new AppError("ROUTE_NOT_FOUND"));
    return sendPage(request, reply);
  });
});
