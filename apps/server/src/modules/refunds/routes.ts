import { idParams } from "@ferry/shared/ids";
import {
  approveRefundSchema,
  bookingForRefundSchema,
  bulkApproveRefundSchema,
  bulkApproveResultSchema,
  createRefundSchema,
  REFUND_MESSAGES,
  refundListQuery,
  refundQuoteAnswerSchema,
  refundQuoteSchema,
  refundSchema,
  rejectRefundSchema,
} from "@ferry/shared/refunds";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, staffAccess } from "../../plugins/access";
import { kindsAllowed, kindsAllowedOrNone, requireRefundPermission } from "./access";
import { approveRefundsInBulk } from "./bulk-approve";
import { bookingForRefund, getRefund, listRefunds } from "./list";
import { approveRefund, quoteRefund, rejectRefund, requestRefund } from "./service";

const tags = ["refund"];
const oneRefund = { 200: envelopeOf(refundSchema) };

/**
 * Refunds (`/api/refunds`): quote, request, decide and read. The permission depends on the kinds of
 * tickets involved (`… refund penumpang` / `… refund kendaraan`), so every route declares `staffAccess`
 * and the handler checks the kinds (`access.ts`) before it acts.
 */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/refunds",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Refunds per kind of ticket",
        querystring: refundListQuery,
        response: { 200: envelopeOf(z.array(refundSchema)) },
      },
    },
    async (request) => {
      const kinds = kindsAllowed(authOf(request), "view", request.query.jenis);
      const { rows, meta } = await listRefunds(db(), request.query, kinds);
      return ok(rows, { meta });
    },
  );

  app.get(
    "/refunds/booking",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "A booking by code with its tickets, for a refund",
        querystring: z.object({ code: z.string().trim().min(1).max(20) }),
        response: { 200: envelopeOf(bookingForRefundSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!["view", "create"].some((action) => kindsAllowedOrNone(auth, action as "view" | "create"))) {
        kindsAllowed(auth, "create");
      }
      return ok(await bookingForRefund(db(), request.query.code));
    },
  );

  app.get(
    "/refunds/:id",
    { config: staffAccess, schema: { tags, summary: "One refund", params: idParams, response: oneRefund } },
    async (request) => {
      const refund = await getRefund(db(), request.params.id);
      requireRefundPermission(
        authOf(request),
        "view",
        refund.items.map((item) => item.jenis),
      );
      return ok(refund);
    },
  );

  app.post(
    "/refunds/quote",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "What a refund would return",
        body: refundQuoteSchema,
        response: { 200: envelopeOf(refundQuoteAnswerSchema) },
      },
    },
    async (request) => ok(await quoteRefund(db(), authOf(request), request.body)),
  );

  app.post(
    "/refunds",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Requests a refund",
        body: createRefundSchema,
        response: { 201: envelopeOf(refundSchema) },
      },
    },
    async (request, reply) => {
      const refund = await requestRefund(db(), authOf(request), actorOf(request), request.body);
      reply.code(201);
      return ok(refund, { message: "Permintaan refund berhasil diajukan" });
    },
  );

  app.post(
    "/refunds/:id/approve",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Approves a refund",
        params: idParams,
        body: approveRefundSchema,
        response: oneRefund,
      },
    },
    async (request) => {
      const refund = await approveRefund(
        db(),
        authOf(request),
        actorOf(request),
        request.params.id,
        request.body,
      );
      return ok(refund, { message: "Refund disetujui" });
    },
  );

  app.post(
    "/refunds/approve-bulk",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Approves waiting refunds of cancelled sailings, each on its own, answering per refund",
        body: bulkApproveRefundSchema,
        response: { 200: envelopeOf(bulkApproveResultSchema) },
      },
    },
    async (request) => {
      const answer = await approveRefundsInBulk(db(), authOf(request), actorOf(request), request.body);
      return ok(answer, { message: REFUND_MESSAGES.bulkApproved(answer.disetujui, answer.gagal) });
    },
  );

  app.post(
    "/refunds/:id/reject",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Rejects a refund",
        params: idParams,
        body: rejectRefundSchema,
        response: oneRefund,
      },
    },
    async (request) => {
      const refund = await rejectRefund(
        db(),
        authOf(request),
        actorOf(request),
        request.params.id,
        request.body,
      );
      return ok(refund, { message: "Refund ditolak" });
    },
  );
};
