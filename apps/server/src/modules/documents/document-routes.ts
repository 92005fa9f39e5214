import {
  bookingDownloadName,
  downloadStamp,
  paperSizeSchema,
  ticketDownloadName,
  ticketTemplateSchema,
} from "@ferry/shared/documents";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RouteAccess } from "../../plugins/access";
import { type PdfMode, pdfAnswer, previewAnswer, sendPdf, sendPreview } from "./reply";
import {
  bookingPdf,
  bookingPreview,
  type DocumentContext,
  type TicketRequest,
  ticketPdf,
  ticketPreview,
} from "./service";

export type DocumentRoutesOptions = {
  /** `/public/bookings/:code` or `/bookings/:id`: the booking document lives under `{bookingPath}/booking/`. */
  bookingPath: string;
  /** `/public/tickets/bookings/:code` or `/tickets/bookings/:id`. */
  ticketPath: string;
  params: z.ZodObject;
  access: { access: RouteAccess };
  /** The booking's id from the request (404 when there is none, 403/404 when the caller may not see it). */
  bookingOf: (request: FastifyRequest) => Promise<number>;
  context: () => DocumentContext;
  tags: string[];
};

const ticketQuery = z.object({
  size: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim().toLowerCase() : undefined),
    paperSizeSchema.default("a4"),
  ),
});
const MODES: PdfMode[] = ["pdf", "download"];

/**
 * The six document calls of one audience: the booking document and the tickets of a template, each as
 * a PDF shown inline, a PDF download and an HTML preview.
 */
export const audienceDocumentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (app, options) => {
  const { access, tags, context, bookingOf } = options;
  const stamp = () => downloadStamp(new Date(), app.config.timeZone);
  const templateParams = options.params.extend({ template: ticketTemplateSchema });
  const ticketRequest = (request: FastifyRequest): TicketRequest => ({
    template: (request.params as { template: TicketRequest["template"] }).template,
    paper: (request.query as { size: TicketRequest["paper"] }).size,
  });

  for (const mode of MODES) {
    app.get(
      `${options.bookingPath}/booking/${mode}`,
      {
        config: access,
        schema: {
          tags,
          summary: `Booking document (${mode})`,
          params: options.params,
          response: { 200: pdfAnswer },
        },
      },
      async (request, reply) => {
        const rendered = await bookingPdf(context(), await bookingOf(request));
        return sendPdf(reply, rendered, mode, bookingDownloadName(rendered.code, stamp()));
      },
    );
    app.get(
      `${options.ticketPath}/${mode}/:template`,
      {
        config: access,
        schema: {
          tags,
          summary: `Tickets (${mode})`,
          params: templateParams,
          querystring: ticketQuery,
          response: { 200: pdfAnswer },
        },
      },
      async (request, reply) => {
        const wanted = ticketRequest(request);
        const rendered = await ticketPdf(context(), await bookingOf(request), wanted);
        return sendPdf(reply, rendered, mode, ticketDownloadName(wanted.template, rendered.code, stamp()));
      },
    );
  }

  app.get(
    `${options.bookingPath}/booking/preview`,
    {
      config: access,
      schema: {
        tags,
        summary: "Booking document (HTML)",
        params: options.params,
        response: { 200: previewAnswer },
      },
    },
    async (request, reply) => {
      const { html } = await bookingPreview(context(), await bookingOf(request));
      return sendPreview(reply, html);
    },
  );
  app.get(
    `${options.ticketPath}/preview/:template`,
    {
      config: access,
      schema: {
        tags,
        summary: "Tickets (HTML)",
        params: templateParams,
        querystring: ticketQuery,
        response: { 200: previewAnswer },
      },
    },
    async (request, reply) => {
      const { html } = await ticketPreview(context(), await bookingOf(request), ticketRequest(request));
      return sendPreview(reply, html);
    },
  );
};
