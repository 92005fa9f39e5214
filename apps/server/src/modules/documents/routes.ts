import {
  DOCUMENT_MESSAGES,
  paperSizeSchema,
  pdfCacheClearedSchema,
  pdfServiceDetailSchema,
  pdfServiceStatusSchema,
  ticketTemplateSchema,
} from "@ferry/shared/documents";
import { idParams } from "@ferry/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, publicAccess, requirePermission } from "../../plugins/access";
import { logActivity } from "../activity-log/index";
import { loadBooking, requireReadable } from "../bookings/index";
import { guardPublicLookups, type PublicLookupOptions } from "../public-bookings/index";
import { appRenderer } from "./app-renderer";
import { audienceDocumentRoutes } from "./document-routes";
import { bookingIdByCode } from "./lookup";
import { sampleTicketView } from "./render/sample-view";
import { pdfAnswer, sendPdf } from "./reply";
import { type DocumentContext, engineStatus } from "./service";

/** The public lookups' guard (request limit and the slow-down of misses): shared with the booking check. */
export type DocumentPluginOptions = PublicLookupOptions;

const PRINTER = requirePermission("view cetak tiket");
const codeParams = z.object({ code: z.string().max(40) });
const testQuery = z.object({
  template: ticketTemplateSchema.default("normal"),
  size: paperSizeSchema.default("a4"),
});

/**
 * Booking and ticket documents (`docs/decisions/008-ticket-documents.md`): PDFs rendered in-process with
 * pdfkit (bulk ones in worker threads), cached per booking, document and content; HTML previews from the
 * same view models; the engine's status under the original client's `gotenberg` key.
 */
export const documentRoutes: FastifyPluginAsyncZod<DocumentPluginOptions> = async (app, options) => {
  const renderer = appRenderer(app.database, app.log);
  app.addHook("onClose", () => renderer.close());
  // Once serving (never under `inject`), ready the renderers so that the first print is quick.
  app.addHook("onListen", () => {
    renderer.warm().catch((error: unknown) => app.log.warn({ err: error }, "PDF renderer warm-up failed"));
  });
  const context = (): DocumentContext => ({ db: app.database.db, dataDir: app.config.dataDir, renderer });
  const status = { 200: envelopeOf(pdfServiceStatusSchema) };

  await app.register(async (open) => {
    const guard = await guardPublicLookups(open, "public-documents", options);
    await open.register(audienceDocumentRoutes, {
      bookingPath: "/public/bookings/:code",
      ticketPath: "/public/tickets/bookings/:code",
      params: codeParams,
      access: publicAccess,
      tags: ["public"],
      context,
      bookingOf: async (request) => {
        const id = await bookingIdByCode(app.database.db, (request.params as { code: string }).code);
        return id ?? guard.notFound(request);
      },
    });
    open.get(
      "/public/tickets/service/status",
      { config: publicAccess, schema: { tags: ["public"], summary: "PDF engine status", response: status } },
      async () => ok(await engineStatus(renderer)),
    );
  });

  const tags = ["documents"];
  await app.register(audienceDocumentRoutes, {
    bookingPath: "/bookings/:id",
    ticketPath: "/tickets/bookings/:id",
    params: idParams,
    access: PRINTER,
    tags,
    context,
    bookingOf: async (request) => {
      const booking = await loadBooking(app.database.db, (request.params as { id: number }).id);
      requireReadable(authOf(request), booking);
      return booking.id;
    },
  });

  app.get(
    "/tickets/service/status",
    {
      config: PRINTER,
      schema: {
        tags,
        summary: "PDF engine status, workers and cache",
        response: { 200: envelopeOf(pdfServiceDetailSchema) },
      },
    },
    async () => {
      const { cache, pool } = renderer;
      return ok({
        ...(await engineStatus(renderer)),
        engine: {
          workers: pool.workers,
          max_workers: pool.size,
          worker_jobs: pool.rendered,
          cache: { ...(await cache.size()), hits: cache.hits, misses: cache.misses },
        },
      });
    },
  );

  app.get(
    "/tickets/service/test",
    {
      config: PRINTER,
      schema: {
        tags,
        summary: "Renders a test ticket",
        querystring: testQuery,
        response: { 200: pdfAnswer },
      },
    },
    async (request, reply) => {
      const view = sampleTicketView({ template: request.query.template, paper: request.query.size });
      const rendered = await renderer.pdf(0, `test-${view.template}-${view.paper}`, {
        view,
        assets: { logo: null },
      });
      return sendPdf(reply, rendered, "pdf", `tiket-uji-${view.template}.pdf`);
    },
  );

  app.delete(
    "/bookings/:id/pdf-cache",
    {
      config: PRINTER,
      schema: {
        tags,
        summary: "Drops the booking's cached PDFs",
        params: idParams,
        response: { 200: envelopeOf(pdfCacheClearedSchema) },
      },
    },
    async (request) => {
      const booking = await loadBooking(app.database.db, request.params.id);
      requireReadable(authOf(request), booking);
      const cleared = await renderer.clearBooking(booking.id);
      await logActivity(app.database.db, actorOf(request), {
        action: "booking.pdf_cache_cleared",
        description: `Cache PDF booking ${booking.booking_code} dihapus`,
        subject_type: "booking",
        subject_id: booking.id,
        properties: { cleared },
      });
      return ok({ cleared }, { message: DOCUMENT_MESSAGES.cacheCleared });
    },
  );
};
