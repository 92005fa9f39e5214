import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/client";
import { PdfCache } from "./render/cache";
import { MemoryPdfCache } from "./render/memory-cache";
import { DocumentRenderer } from "./render/renderer";

/**
 * The renderer a part of the app uses (the document routes, the notice delivery): files cached in the
 * `document_cache` table, or in memory on PGlite, which runs in this thread, so every render goes to the
 * worker pool there (decision 017). The caller closes it.
 */
export function appRenderer(database: DatabaseHandle, log: FastifyBaseLogger): DocumentRenderer {
  const pglite = database.kind === "pglite";
  return new DocumentRenderer(
    pglite ? new MemoryPdfCache() : new PdfCache(database.db),
    undefined,
    (error) => log.error({ err: error }, "PDF cache store failed"),
    pglite ? "all" : "bulk",
  );
}
