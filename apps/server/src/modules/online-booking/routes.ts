import { saleQuoteSchema } from "@ferry/shared/booking-answers";
import { bookingCodeSchema } from "@ferry/shared/booking-check";
import { idParams } from "@ferry/shared/ids";
import {
  customerBookingListQuery,
  customerBookingRowSchema,
  customerBookingSchema,
  customerBookingViewSchema,
  ONLINE_BOOKING_MESSAGES,
  PROOF_MAX_BYTES,
  passengerCorrectionSchema,
  publicOnlineBookingSchema,
} from "@ferry/shared/online-booking";
import { publicScheduleQuery, scheduleSchema } from "@ferry/shared/schedules";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fieldError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, customerAccess, publicAccess } from "../../plugins/access";
import { gatewayOf } from "../payment-gateway/index";
import type { ScheduleFilters } from "../schedules/index";
import { storeProof } from "../uploads/index";
import { cancelOwnBooking, checkProofAllowed, correctOwnPassenger, submitOwnProof } from "./changes";
import { createOnlineBooking, quoteOnline } from "./create";
import { onlineDeparture, onlineDepartures } from "./departures";
import { listOwnBookings, ownBookingId } from "./own";
import { onlineSettings, publicView } from "./settings";
import { customerBookingView } from "./view";

const tags = ["online-booking"];
const codeParams = z.object({ code: bookingCodeSchema });
const passengerParams = codeParams.extend(idParams.shape);
const oneBooking = envelopeOf(customerBookingViewSchema);
const idempotencyHeaders = z.object({ "idempotency-key": z.string().trim().min(8).max(100).optional() });

/**
 * Online booking for customers (behind the 'Booking Online' setting): the public switch, and the customer's
 * own bookings — make, quote, list, read, send the transfer proof, correct passengers, cancel unpaid.
 * Anyone else's booking is 404. Reading and changing one's existing bookings stays possible when the
 * setting is later turned off; only new bookings need it on.
 */
export const onlineBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const customer = (request: FastifyRequest) => ({
    userId: authOf(request).user.id,
    actor: actorOf(request),
  });
  const gateway = gatewayOf(app.config);
  const detail = async (id: number) => customerBookingView(db(), id, await onlineSettings(db()), gateway);

  app.get(
    "/public/online-booking",
    {
      config: publicAccess,
      schema: {
        tags,
        summary: "Whether customers may book online, and its windows",
        response: { 200: envelopeOf(publicOnlineBookingSchema) },
      },
    },
    async () => ok(publicView(await onlineSettings(db()))),
  );

  app.get(
    "/customer/departures",
    {
      config: customerAccess,
      schema: {
        tags,
        summary: "The sailings open for online sale now (the window the booking checks)",
        querystring: publicScheduleQuery,
        response: { 200: envelopeOf(z.array(scheduleSchema)) },
      },
    },
    async (request) => {
      const { rows, meta } = await onlineDepartures(db(), request.query as ScheduleFilters);
      return ok(rows, { meta });
    },
  );

  app.get(
    "/customer/departures/:id",
    {
      config: customerAccess,
      schema: {
        tags,
        summary: "One sailing with its seats, if open for online sale now",
        params: idParams,
        response: { 200: envelopeOf(scheduleSchema) },
      },
    },
    async (request) => ok(await onlineDeparture(db(), request.params.id)),
  );

  app.post(
    "/customer/bookings/quote",
    {
      config: customerAccess,
      schema: {
        tags,
        summary: "Prices the customer's booking",
        body: customerBookingSchema,
        response: { 200: envelopeOf(saleQuoteSchema) },
      },
    },
    async (request) => ok(await quoteOnline(db(), authOf(request), request.body)),
  );

  app.post(
    "/customer/bookings",
    {
      config: customerAccess,
      schema: {
        tags,
        summary: "Books online",
        body: customerBookingSchema,
        headers: idempotencyHeaders,
        // 201 for a new booking, 200 for the same booking asked again with its Idempotency-Key.
        response: { 200: oneBooking, 201: oneBooking },
      },
    },
    async (request, reply) => {
      const { answer: booking, replayed } = await createOnlineBooking(
        db(),
        {
          auth: authOf(request),
          actor: actorOf(request),
          idempotencyKey: request.headers["idempotency-key"] ?? null,
          gateway,
        },
        request.body,
      );
      const message = replayed
        ? "Booking ini sudah dibuat sebelumnya"
        : `Booking ${booking.booking_code} berhasil dibuat. Silakan lakukan pembayaran.`;
      return reply.code(replayed ? 200 : 201).send(ok(booking, { message }));
    },
  );

  app.get(
    "/customer/bookings",
    {
      config: customerAccess,
      schema: {
        tags,
        summary: "The customer's own bookings",
        querystring: customerBookingListQuery,
        response: { 200: envelopeOf(z.array(customerBookingRowSchema)) },
      },
    },
    async (request) => {
      const { rows, meta } = await listOwnBookings(db(), authOf(request).user.id, request.query);
      return ok(rows, { meta });
    },
  );

  app.get(
    "/customer/bookings/:code",
    {
      config: customerAccess,
      schema: { tags, summary: "One own booking", params: codeParams, response: { 200: oneBooking } },
    },
    async (request) =>
      ok(await detail(await ownBookingId(db(), authOf(request).user.id, request.params.code))),
  );

  app.post(
    "/customer/bookings/:code/payment-proof",
    {
      config: customerAccess,
      schema: {
        tags,
        summary: "Sends the transfer proof (multipart field `file`)",
        params: codeParams,
        response: { 201: oneBooking },
      },
    },
    async (request, reply) => {
      const { userId, actor } = customer(request);
      const { code } = request.params;
      await checkProofAllowed(db(), userId, code);
      if (!request.isMultipart()) throw fieldError("file", ONLINE_BOOKING_MESSAGES.proofRequired);
      const file = await request.file({ limits: { fileSize: PROOF_MAX_BYTES, files: 1 } });
      if (file?.fieldname !== "file") throw fieldError("file", ONLINE_BOOKING_MESSAGES.proofRequired);
      const stored = await storeProof(app.config.dataDir, file, {
        maxBytes: PROOF_MAX_BYTES,
        tooLarge: ONLINE_BOOKING_MESSAGES.proofTooLarge,
        wrongType: ONLINE_BOOKING_MESSAGES.proofType,
      });
      const booking = await submitOwnProof(db(), { userId, actor }, code, {
        bukti_url: stored.url,
        content_type: stored.content_type,
      });
      return reply.code(201).send(ok(booking, { message: ONLINE_BOOKING_MESSAGES.proofSent }));
    },
  );

  app.put(
    "/customer/bookings/:code/passengers/:id",
    {
      config: customerAccess,
      schema: {
        tags,
        summary: "Corrects a passenger until boarding opens",
        params: passengerParams,
        body: passengerCorrectionSchema,
        response: { 200: oneBooking },
      },
    },
    async (request) => {
      const { code, id } = request.params;
      await correctOwnPassenger(db(), customer(request), code, id, request.body);
      const bookingId = await ownBookingId(db(), authOf(request).user.id, code);
      return ok(await detail(bookingId), { message: ONLINE_BOOKING_MESSAGES.corrected });
    },
  );

  app.post(
    "/customer/bookings/:code/cancel",
    {
      config: customerAccess,
      schema: {
        tags,
        summary: "Cancels an unpaid own booking",
        params: codeParams,
        response: { 200: oneBooking },
      },
    },
    async (request) => {
      await cancelOwnBooking(db(), customer(request), request.params.code);
      const bookingId = await ownBookingId(db(), authOf(request).user.id, request.params.code);
      return ok(await detail(bookingId), { message: ONLINE_BOOKING_MESSAGES.cancelled });
    },
  );
};
