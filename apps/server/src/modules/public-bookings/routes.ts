import {
  BOOKING_CHECK_MESSAGES,
  bookingCodeInputSchema,
  publicBookingSchema,
  publicBookingTicketsSchema,
  publicPrintDataSchema,
} from "@ferry/shared/booking-check";
import { ticketsPrintable } from "@ferry/shared/documents";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { publicAccess } from "../../plugins/access";
import { presentBooking } from "../bookings/index";
import { guardPublicLookups, type PublicLookupOptions } from "./guard";
import { bookingIdByCode } from "./lookup";
import { publicBooking, publicTickets } from "./public-view";

export type PublicBookingRoutesOptions = PublicLookupOptions;

const tags = ["public"];

/**
 * The public booking check (`/api/public/bookings/...`): a booking, its print data and its tickets by
 * code, for anyone holding the code. Rate limited per address, and a run of unknown codes from one
 * address is slowed down, so codes cannot be found by guessing.
 */
export const publicBookingRoutes: FastifyPluginAsyncZod<PublicBookingRoutesOptions> = async (
  app,
  options,
) => {
  const db = () => app.database.db;
  // Registered inside this plugin, the limit covers only the routes below.
  const guard = await guardPublicLookups(app, "public-bookings", options);

  async function bookingOf(request: FastifyRequest, code: string) {
    const id = await bookingIdByCode(db(), code);
    if (id === null) return guard.notFound(request);
    return presentBooking(db(), id);
  }

  app.get(
    "/public/bookings/check/:code",
    {
      config: publicAccess,
      schema: {
        tags,
        summary: "A booking by its code, without private data",
        params: bookingCodeInputSchema,
        response: { 200: envelopeOf(publicBookingSchema) },
      },
    },
    async (request) => ok(publicBooking(await bookingOf(request, request.params.code))),
  );

  app.get(
    "/public/bookings/print/:code",
    {
      config: publicAccess,
      schema: {
        tags,
        summary: "A paid or confirmed booking with its tickets, for printing",
        params: bookingCodeInputSchema,
        response: { 200: envelopeOf(publicPrintDataSchema) },
      },
    },
    async (request) => {
      const booking = await bookingOf(request, request.params.code);
      if (!ticketsPrintable(booking.status))
        throw new AppError("ACCESS_DENIED", BOOKING_CHECK_MESSAGES.notPrintable);
      const { passenger_tickets, vehicle_tickets } = publicTickets(booking);
      return ok({
        booking: publicBooking(booking),
        passenger_tickets,
        vehicle_tickets,
        total_tickets: passenger_tickets.length + vehicle_tickets.length,
      });
    },
  );

  app.get(
    "/public/bookings/:code/tickets",
    {
      config: publicAccess,
      schema: {
        tags,
        summary: "A booking's tickets without QR secrets, and whether they can be printed",
        params: bookingCodeInputSchema,
        response: { 200: envelopeOf(publicBookingTicketsSchema) },
      },
    },
    async (request) => ok(publicTickets(await bookingOf(request, request.params.code))),
  );
};
