import {
  regenerateQrSchema,
  type TicketKind,
  ticketSearchQuery,
  ticketStatsQuery,
  ticketStatusSchema,
} from "@ferry/shared/gate";
import { idParams } from "@ferry/shared/ids";
import { qrSelfCheckSchema, ticketSchema, ticketStatsSchema } from "@ferry/shared/tickets";
import { todayIn } from "@ferry/shared/zoned-time";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { requireAnyPermission, TICKET_READERS } from "./access";
import { presentTicket } from "./present";
import { regenerateQr, testQrGeneration } from "./qr-secrets";
import { searchTickets } from "./search";
import { ticketStats } from "./stats";
import { changeTicketStatus } from "./ticket-status";

const tags = ["tickets"];
const oneTicket = { 200: envelopeOf(ticketSchema) };

/**
 * Staff ticket operations: a new QR, the QR self-check, search and stats, and status changes by hand (a
 * booking's tickets are read and issued under `/bookings/:id`, in the bookings module). Reading: the print
 * desk or a gate; changing: `edit cetak tiket` (new QR) or `edit scan tiket` (status at the gate).
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.post(
    "/tickets/test/qr-generation",
    {
      config: requirePermission("edit cetak tiket"),
      schema: { tags, summary: "QR secret self-check", response: { 200: envelopeOf(qrSelfCheckSchema) } },
    },
    async () => ok(testQrGeneration()),
  );

  app.post(
    "/tickets/:id/regenerate-qr",
    {
      config: requirePermission("edit cetak tiket"),
      schema: { tags, params: idParams, body: regenerateQrSchema.nullish(), response: oneTicket },
    },
    async (request) => {
      const jenis = request.body?.jenis ?? "penumpang";
      const ticket = await regenerateQr(db(), actorOf(request), jenis, request.params.id);
      return ok(presentTicket(ticket), { message: "QR tiket dibuat ulang; QR lama tidak berlaku lagi" });
    },
  );

  app.get(
    "/tickets/search",
    {
      config: staffAccess,
      schema: { tags, querystring: ticketSearchQuery, response: { 200: envelopeOf(z.array(ticketSchema)) } },
    },
    async (request) => {
      requireAnyPermission(request, TICKET_READERS);
      const { rows, meta } = await searchTickets(db(), request.query);
      return ok(rows, { meta });
    },
  );

  app.get(
    "/tickets/stats",
    {
      config: staffAccess,
      schema: { tags, querystring: ticketStatsQuery, response: { 200: envelopeOf(ticketStatsSchema) } },
    },
    async (request) => {
      requireAnyPermission(request, TICKET_READERS);
      const date = request.query.date ?? todayIn(app.config.timeZone);
      return ok(await ticketStats(db(), { schedule_id: request.query.schedule_id, date }));
    },
  );

  const statusRoute = (path: string, jenis: TicketKind) =>
    app.patch(
      `/${path}/:id/status`,
      {
        config: requirePermission("edit scan tiket"),
        schema: { tags, params: idParams, body: ticketStatusSchema, response: oneTicket },
      },
      async (request) => {
        const ticket = await changeTicketStatus(
          db(),
          actorOf(request),
          jenis,
          request.params.id,
          request.body,
        );
        return ok(presentTicket(ticket), { message: "Status tiket berhasil diubah" });
      },
    );
  statusRoute("passenger-tickets", "penumpang");
  statusRoute("vehicle-tickets", "kendaraan");
};
