import {
  approveShiftSchema,
  cashierShiftSchema,
  closeShiftSchema,
  openShiftSchema,
  SHIFT_MESSAGES,
  shiftListQuerySchema,
  shiftReportQuerySchema,
  shiftReportSchema,
} from "@ferry/shared/cashier-shifts";
import { idParams } from "@ferry/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, requirePermission, staffAccess } from "../../plugins/access";
import { documentCompany, pdfAnswer, sendPdf } from "../documents/index";
import { approveShift } from "./approve-shift";
import { closeShift } from "./close-shift";
import { findOpenShift } from "./current";
import { renderShiftReport, SHIFT_PAPERS, shiftReportView } from "./document";
import { listShifts, shiftScope } from "./list";
import { openShift } from "./open-shift";
import { findShiftRow, presentShift } from "./present";
import { shiftReport } from "./report";

const tags = ["cashier-shifts"];
const OWN = requirePermission("create shift kasir");
const shiftAnswer = { 200: envelopeOf(cashierShiftSchema) };

/**
 * Cashier shifts ('Shift Kasir', decision 026): a cashier (`create shift kasir`) opens, reads and closes
 * their own shift; `view shift kasir` reads everyone's and the daily report; `approve shift kasir`
 * approves a close (never one's own).
 */
export const cashierShiftRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const zone = app.config.timeZone;
  const signedActor = (request: Parameters<typeof actorOf>[0]) => ({
    ...actorOf(request),
    id: authOf(request).user.id,
  });
  /** A shift the caller may read (their own, or any with `view shift kasir`). */
  const readable = async (request: Parameters<typeof authOf>[0], id: number) => {
    const scope = shiftScope(authOf(request));
    const row = await findShiftRow(db(), id);
    if (scope.user_id !== undefined && row.user_id !== scope.user_id) {
      throw new AppError("NOT_FOUND", SHIFT_MESSAGES.notFound);
    }
    return row;
  };

  app.get(
    "/cashier-shifts/current",
    {
      config: OWN,
      schema: {
        tags,
        summary: "The caller's open shift with its figures, or null",
        response: { 200: envelopeOf(cashierShiftSchema.nullable()) },
      },
    },
    async (request) => {
      const row = await findOpenShift(db(), authOf(request).user.id);
      return ok(row ? await presentShift(db(), row) : null);
    },
  );

  app.post(
    "/cashier-shifts",
    {
      config: OWN,
      schema: {
        tags,
        summary: "Open the caller's shift",
        body: openShiftSchema,
        response: { 201: envelopeOf(cashierShiftSchema) },
      },
    },
    async (request, reply) => {
      const shift = await db().transaction(async (tx) =>
        presentShift(tx, await openShift(tx, signedActor(request), request.body)),
      );
      reply.code(201);
      return ok(shift, { message: SHIFT_MESSAGES.opened });
    },
  );

  app.post(
    "/cashier-shifts/:id/close",
    {
      config: OWN,
      schema: {
        tags,
        summary: "Close the caller's shift",
        params: idParams,
        body: closeShiftSchema,
        response: shiftAnswer,
      },
    },
    async (request) => {
      const shift = await db().transaction(async (tx) =>
        presentShift(tx, await closeShift(tx, signedActor(request), request.params.id, request.body)),
      );
      return ok(shift, { message: SHIFT_MESSAGES.closed });
    },
  );

  app.post(
    "/cashier-shifts/:id/approve",
    {
      config: requirePermission("approve shift kasir"),
      schema: {
        tags,
        summary: "Approve a closed shift",
        params: idParams,
        body: approveShiftSchema,
        response: shiftAnswer,
      },
    },
    async (request) => {
      const shift = await db().transaction(async (tx) =>
        presentShift(
          tx,
          await approveShift(tx, signedActor(request), request.params.id, request.body.catatan),
        ),
      );
      return ok(shift, { message: SHIFT_MESSAGES.approved });
    },
  );

  app.get(
    "/cashier-shifts",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "Shifts, newest first",
        querystring: shiftListQuerySchema,
        response: { 200: envelopeOf(z.array(cashierShiftSchema)) },
      },
    },
    async (request) => {
      const scope = shiftScope(authOf(request));
      const { rows, meta } = await listShifts(db(), request.query, scope, zone);
      return ok(rows, { meta });
    },
  );

  app.get(
    "/cashier-shifts/report",
    {
      config: requirePermission("view shift kasir"),
      schema: {
        tags,
        summary: "Takings per cashier and per counter per day",
        querystring: shiftReportQuerySchema,
        response: { 200: envelopeOf(shiftReportSchema) },
      },
    },
    async (request) => ok(await shiftReport(db(), request.query, zone)),
  );

  app.get(
    "/cashier-shifts/:id",
    {
      config: staffAccess,
      schema: { tags, summary: "One shift with its figures", params: idParams, response: shiftAnswer },
    },
    async (request) => ok(await presentShift(db(), await readable(request, request.params.id))),
  );

  app.get(
    "/cashier-shifts/:id/report/:paper",
    {
      config: staffAccess,
      schema: {
        tags,
        summary: "The shift report as a PDF (80 mm thermal roll or A4)",
        params: idParams.extend({ paper: z.enum(SHIFT_PAPERS, { error: "Kertas harus thermal atau a4" }) }),
        response: { 200: pdfAnswer },
      },
    },
    async (request, reply) => {
      const shift = await presentShift(db(), await readable(request, request.params.id));
      const { company, assets } = await documentCompany(db(), app.config.dataDir);
      const pdf = await renderShiftReport(
        request.params.paper,
        shiftReportView(shift, company, zone),
        assets,
      );
      const rendered = { pdf, cached: false, worker: false };
      return sendPdf(reply, rendered, "pdf", `laporan-shift-${shift.kode}-${request.params.paper}.pdf`);
    },
  );
};
