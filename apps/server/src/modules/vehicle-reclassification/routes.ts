import { idParams } from "@ferry/shared/ids";
import {
  RECLASS_MESSAGES,
  reclassificationSettingsAnswerSchema,
  reclassificationSettingsSchema,
  reclassifyAnswerSchema,
  reclassifySchema,
  remeasurePreviewSchema,
  remeasureSchema,
  remeasureStateSchema,
} from "@ferry/shared/vehicle-reclassification";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, requirePermission } from "../../plugins/access";
import { documentCompany, pdfAnswer, renderThermalSummaryPdf, sendPdf } from "../documents/index";
import { findSchedule } from "../schedules/index";
import { zoneOf } from "../tickets/index";
import { planRemeasure, previewOf, remeasureContext, remeasureState } from "./plan";
import { getReclassification } from "./present";
import { receiptView } from "./receipt";
import { reclassifyVehicle } from "./reclassify";
import { reclassificationSettings, saveReclassificationSettings } from "./settings";

const tags = ["gate"];
/** The vehicle gate's officers re-measure (the permission that changes tickets at the gate). */
const GATE_EDIT = requirePermission("edit scan tiket");

/**
 * 'Ukur Ulang' at the vehicle gate (decision 033): the vehicle as sold, a preview of what a measurement
 * gives, the reclassification itself and its thermal receipt; the rule table on /management's side.
 */
export const vehicleReclassificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    "/vehicle-tickets/:id/remeasure",
    {
      config: GATE_EDIT,
      schema: {
        tags,
        summary: "A vehicle ticket before re-measuring",
        params: idParams,
        response: { 200: envelopeOf(remeasureStateSchema) },
      },
    },
    async (request) => ok(remeasureState(await remeasureContext(db(), request.params.id))),
  );

  app.post(
    "/vehicle-tickets/:id/remeasure/preview",
    {
      config: GATE_EDIT,
      schema: {
        tags,
        summary: "What a measurement gives (changes nothing)",
        params: idParams,
        body: remeasureSchema,
        response: { 200: envelopeOf(remeasurePreviewSchema) },
      },
    },
    async (request) => {
      const context = await remeasureContext(db(), request.params.id);
      return ok(previewOf(await planRemeasure(db(), context, request.body)));
    },
  );

  app.post(
    "/vehicle-tickets/:id/remeasure",
    {
      config: GATE_EDIT,
      schema: {
        tags,
        summary: "Re-measure and reclassify a vehicle",
        params: idParams,
        body: reclassifySchema,
        response: { 200: envelopeOf(reclassifyAnswerSchema) },
      },
    },
    async (request) => {
      const actor = { ...actorOf(request), id: authOf(request).user.id };
      const answer = await reclassifyVehicle(db(), actor, request.params.id, request.body);
      if (!answer.changed) return ok(answer, { message: RECLASS_MESSAGES.unchanged });
      const { golongan_lama, golongan_baru } = answer.reclassification;
      return ok(answer, { message: RECLASS_MESSAGES.changed(golongan_lama ?? "-", golongan_baru) });
    },
  );

  app.get(
    "/vehicle-reclassifications/:id/receipt",
    {
      config: GATE_EDIT,
      schema: {
        tags,
        summary: "The reclassification's 80 mm receipt",
        params: idParams,
        response: { 200: pdfAnswer },
      },
    },
    async (request, reply) => {
      const row = await getReclassification(db(), request.params.id);
      const zone = await zoneOf(db(), await findSchedule(db(), row.schedule_id));
      const { company, assets } = await documentCompany(db(), app.config.dataDir);
      const pdf = await renderThermalSummaryPdf(receiptView(row, company, zone), assets);
      return sendPdf(reply, { pdf, cached: false, worker: false }, "pdf", `ukur-ulang-${row.id}.pdf`);
    },
  );

  app.get(
    "/vehicle-reclassifications/settings",
    {
      config: requirePermission("edit pengaturan"),
      schema: { tags: ["settings"], response: { 200: envelopeOf(reclassificationSettingsAnswerSchema) } },
    },
    async () => ok(await reclassificationSettings(db())),
  );

  app.put(
    "/vehicle-reclassifications/settings",
    {
      config: requirePermission("edit pengaturan"),
      schema: {
        tags: ["settings"],
        body: reclassificationSettingsSchema,
        response: { 200: envelopeOf(reclassificationSettingsAnswerSchema) },
      },
    },
    async (request) =>
      ok(await saveReclassificationSettings(db(), actorOf(request), request.body), {
        message: "Pengaturan ukur ulang kendaraan berhasil disimpan",
      }),
  );
};
