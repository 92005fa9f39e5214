import {
  agentSalesReportSchema,
  bookingSchema,
  bookingSummarySchema,
  saleQuoteSchema,
} from "@ferry/shared/booking-answers";
import {
  bookingListQuery,
  cancelBookingSchema,
  createBookingSchema,
  decisionSchema,
  paymentInputSchema,
  rejectionSchema,
  spaceApprovalSchema,
} from "@ferry/shared/bookings";
import { databaseId, idParams } from "@ferry/shared/ids";
import { isoDate } from "@ferry/shared/text-fields";
import { todayIn } from "@ferry/shared/zoned-time";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fieldError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, requirePermission, staffAccess } from "../../plugins/access";
import { isAgent, readScope, requireReadable } from "./access";
import {
  approvePayment,
  approveSpace,
  cancelBooking,
  recordPayment,
  rejectPayment,
  rejectSpace,
} from "./actions";
import { agentSalesReport } from "./agent-report";
import { createBooking, quoteSale } from "./create-booking";
import { listBookings } from "./list";
import { loadBooking, type PresentedBooking, presentBooking } from "./present";

const tags = ["booking"];
const paymentParams = idParams.extend({ paymentId: databaseId() });
const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .trim()
    .min(8)
    .max(100, { error: "Idempotency-Key maksimal 100 karakter" })
    .optional(),
});
const oneBooking = envelopeOf(bookingSchema);
const reportQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  agent_user_id: databaseId().optional(),
});

/**
 * Sales (`/api/bookings`): quote and sell for every channel, read, and each transition as its own call
 * (payments and their approval, expedition space approval, cancellation). Who may do what is decided per
 * booking in `access.ts`; every answer is the whole booking.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const caller = (request: Parameters<typeof authOf>[0]) => ({
    auth: authOf(request),
    actor: actorOf(request),
  });

  app.post(
    "/bookings/quote",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Prices a sale without selling",
        body: createBookingSchema,
        response: { 200: envelopeOf(saleQuoteSchema) },
      },
    },
    async (request) => ok(await quoteSale(db(), authOf(request), request.body)),
  );

  app.post(
    "/bookings",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Sells (counter, expedition, agent)",
        body: createBookingSchema,
        headers: idempotencyHeaders,
        // 201 for a new sale, 200 for the same sale asked again with its Idempotency-Key.
        response: { 200: oneBooking, 201: oneBooking },
      },
    },
    async (request, reply) => {
      const { answer: booking, replayed } = await createBooking(
        db(),
        { ...caller(request), idempotencyKey: request.headers["idempotency-key"] ?? null },
        request.body,
        presentBooking,
      );
      const message = replayed
        ? "Booking ini sudah dibuat sebelumnya"
        : `Booking ${booking.booking_code} berhasil dibuat`;
      return reply.code(replayed ? 200 : 201).send(ok(booking, { message }));
    },
  );

  app.get(
    "/bookings",
    {
      config: staffAccess,
      schema: {
        tags,
        querystring: bookingListQuery,
        response: { 200: envelopeOf(z.array(bookingSummarySchema)) },
      },
    },
    async (request) => {
      const { rows, meta } = await listBookings(db(), request.query, readScope(authOf(request)));
      return ok(rows, { meta });
    },
  );

  app.get(
    "/bookings/agent-report",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "An agent's sales by day",
        querystring: reportQuery,
        response: { 200: envelopeOf(agentSalesReportSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      // Finance may pick any agent; everyone else (the menu shows the page to the agent group) their own.
      const own = isAgent(auth) || !auth.permissions.has("view saldo agen");
      const agentId = own ? auth.user.id : request.query.agent_user_id;
      if (!agentId) throw fieldError("agent_user_id", "Agen wajib dipilih");
      const today = todayIn(app.config.timeZone);
      const from = request.query.from ?? `${today.slice(0, 8)}01`;
      const to = request.query.to ?? today;
      if (to < from) throw fieldError("to", "Tanggal akhir harus setelah tanggal awal");
      return ok(
        await agentSalesReport(db(), { agent_user_id: agentId, from, to, timeZone: app.config.timeZone }),
      );
    },
  );

  app.get(
    "/bookings/:id",
    { config: staffAccess, schema: { tags, params: idParams, response: { 200: oneBooking } } },
    async (request) => {
      requireReadable(authOf(request), await loadBooking(db(), request.params.id));
      return ok(await presentBooking(db(), request.params.id));
    },
  );

  // The actions answer the booking as their transaction left it (see actions.ts).
  const answer = async (booking: Promise<PresentedBooking>, message: string) =>
    ok(await booking, { message });

  app.post(
    "/bookings/:id/payments",
    {
      config: staffAccess,
      schema: { tags, params: idParams, body: paymentInputSchema, response: { 201: oneBooking } },
    },
    async (request, reply) => {
      const booking = recordPayment(db(), caller(request), request.params.id, request.body);
      return reply.code(201).send(await answer(booking, "Pembayaran berhasil dicatat"));
    },
  );

  app.post(
    "/bookings/:id/payments/:paymentId/approve",
    {
      config: staffAccess,
      schema: { tags, params: paymentParams, body: decisionSchema, response: { 200: oneBooking } },
    },
    async (request) => {
      const { id, paymentId } = request.params;
      return answer(
        approvePayment(db(), caller(request), id, paymentId, request.body.catatan),
        "Pembayaran disetujui",
      );
    },
  );

  app.post(
    "/bookings/:id/payments/:paymentId/reject",
    {
      config: staffAccess,
      schema: { tags, params: paymentParams, body: rejectionSchema, response: { 200: oneBooking } },
    },
    async (request) => {
      const { id, paymentId } = request.params;
      return answer(
        rejectPayment(db(), caller(request), id, paymentId, request.body.catatan),
        "Pembayaran ditolak",
      );
    },
  );

  app.post(
    "/bookings/:id/space/approve",
    {
      config: requirePermission("edit acc space"),
      schema: { tags, params: idParams, body: spaceApprovalSchema, response: { 200: oneBooking } },
    },
    async (request) => {
      return answer(approveSpace(db(), caller(request), request.params.id, request.body), "Space disetujui");
    },
  );

  app.post(
    "/bookings/:id/space/reject",
    {
      config: requirePermission("edit acc space"),
      schema: { tags, params: idParams, body: rejectionSchema, response: { 200: oneBooking } },
    },
    async (request) => {
      return answer(
        rejectSpace(db(), caller(request), request.params.id, request.body.catatan),
        "Space ditolak",
      );
    },
  );

  app.post(
    "/bookings/:id/cancel",
    {
      config: staffAccess,
      schema: { tags, params: idParams, body: cancelBookingSchema, response: { 200: oneBooking } },
    },
    async (request) => {
      return answer(
        cancelBooking(db(), caller(request), request.params.id, request.body.alasan),
        "Booking dibatalkan",
      );
    },
  );
};
