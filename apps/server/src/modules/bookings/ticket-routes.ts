import { bookingTicketsSchema } from "@ferry/shared/booking-answers";
import { idParams } from "@ferry/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { bookingTicketsOf, requireAnyPermission, TICKET_READERS } from "../tickets/index";
import { generateTickets } from "./generate-tickets";
import { loadBooking } from "./present";

const tags = ["tickets"];
const bookingTickets = { 200: envelopeOf(bookingTicketsSchema) };

/**
 * A booking's tickets (`/api/bookings/:id/tickets`) and issuing them when confirmation did not: the booking
 * is read here and handed to the tickets module, which owns the tickets. Reading: the print desk or a gate;
 * issuing: `edit cetak tiket`.
 */
export const bookingTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const answer = async (bookingId: number) => bookingTicketsOf(db(), await loadBooking(db(), bookingId));

  app.get(
    "/bookings/:id/tickets",
    {
      config: staffAccess,
      schema: { tags, summary: "A booking's tickets", params: idParams, response: bookingTickets },
    },
    async (request) => {
      requireAnyPermission(request, TICKET_READERS);
      return ok(await answer(request.params.id));
    },
  );

  app.post(
    "/bookings/:id/generate-tickets",
    {
      config: requirePermission("edit cetak tiket"),
      schema: { tags, params: idParams, response: bookingTickets },
    },
    async (request) => {
      const created = await generateTickets(db(), actorOf(request), request.params.id);
      return ok(await answer(request.params.id), {
        message: created ? "Tiket berhasil dibuat" : "Tiket sudah tersedia",
      });
    },
  );
};
