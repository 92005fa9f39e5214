import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { INFO_PRELOADS } from "@ferry/shared/public-pages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { sendFailure } from "./errors";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** What /info's first paint waits for, fetched with the page (the app's requests then use those answers). */
const INFO_PRELOAD = INFO_PRELOADS.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(", ");

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
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === "/api" || request.url.startsWith("/api/") || request.url.startsWith("/api?");
    const isPage = request.method === "GET" || request.method === "HEAD";
    if (!hasWeb || isApi || !isPage) return sendFailure(reply, new AppError("ROUTE_NOT_FOUND"));
    // /info's largest paint is its first sailing card: the browser fetches what it needs with the page.
    if (request.url === "/info") reply.header("link", INFO_PRELOAD);
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
});
