import { fileAnswer } from "@ferry/shared/file-answer";
import { databaseId } from "@ferry/shared/ids";
import {
  addInfantSchema,
  MANIFEST_MESSAGES,
  manifestDaySchema,
  manifestKindSchema,
  manifestPersonFieldsSchema,
  manifestSchema,
  manifestStateSchema,
  manifestVehicleFieldsSchema,
  personCorrectionSchema,
  reopenManifestSchema,
  seapassDeliverySchema,
  seapassSettingsInputSchema,
  seapassSettingsViewSchema,
  vehicleCorrectionSchema,
} from "@ferry/shared/manifests";
import { todayIn } from "@ferry/shared/zoned-time";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CSV_TYPE } from "../../lib/csv";
import { envelopeOf, ok } from "../../lib/envelope";
import { pageMeta } from "../../lib/list-sql";
import { XLSX_MIME } from "../../lib/xlsx";
import { actorOf, requirePermission, staffAccess } from "../../plugins/access";
import { documentCompany } from "../documents/index";
import { requireAnyPermission } from "../tickets/index";
import { manifestCsv, manifestXlsx } from "./exports";
import { addManifestInfant, correctManifestPerson, correctManifestVehicle } from "./manifest-corrections";
import { type ManifestPart, renderManifestPdf } from "./pdf";
import {
  listDeliveries,
  presentSettings,
  resendManifest,
  saveSeapassSettings,
  seapassSettings,
} from "./seapass";
import { composeManifest, type Manifest, manifestsOfDay, refreezeManifest, reopenManifest } from "./service";

const tags = ["manifests"];
const params = z.object({ scheduleId: databaseId() });
const personParams = params.extend({ personId: databaseId() });
const vehicleParams = params.extend({ vehicleId: databaseId() });
const kindQuery = z.object({ jenis: manifestKindSchema.default("pre") });
const dayQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Tanggal harus berformat YYYY-MM-DD" })
    .optional(),
});
const deliveriesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  schedule_id: databaseId().optional(),
});

const stateAnswer = { 200: envelopeOf(manifestStateSchema) };
const settingsAnswer = { 200: envelopeOf(seapassSettingsViewSchema) };
const SETTINGS = requirePermission("edit pengaturan");

const MANIFEST_READERS = ["view manifest penumpang", "view manifest kendaraan"];
const PERMISSION: Record<ManifestPart, string> = {
  penumpang: "manifest penumpang",
  kendaraan: "manifest kendaraan",
};

/**
 * Manifests (`/manifest`, `/manifest-penumpang`, `/manifest-kendaraan`): a schedule's pre-manifest and
 * final manifest with crew, counts and no-shows, their PDF, CSV and Excel; corrections while not frozen; reopening
 * a frozen manifest (`delete manifest penumpang`). SeaPass (`/integrasi-seapass`): settings and deliveries.
 */
export const manifestRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const pdfOf = async (manifest: Manifest, part: ManifestPart) => {
    const { company, assets } = await documentCompany(db(), app.config.dataDir);
    return renderManifestPdf(manifest, part, company, assets.logo);
  };

  app.get(
    "/manifests",
    {
      config: staffAccess,
      schema: { tags, querystring: dayQuery, response: { 200: envelopeOf(z.array(manifestDaySchema)) } },
    },
    async (request) => {
      requireAnyPermission(request, MANIFEST_READERS);
      return ok(await manifestsOfDay(db(), request.query.date ?? todayIn(app.config.timeZone)));
    },
  );

  for (const [part, path] of [
    ["penumpang", "passengers"],
    ["kendaraan", "vehicles"],
  ] as const) {
    const read = requirePermission(`view ${PERMISSION[part]}`);
    app.get(
      `/manifests/:scheduleId/${path}`,
      {
        config: read,
        schema: { tags, params, querystring: kindQuery, response: { 200: envelopeOf(manifestSchema) } },
      },
      async (request) => ok(await composeManifest(db(), request.params.scheduleId, request.query.jenis)),
    );
    for (const [ext, type, render] of [
      ["pdf", "application/pdf", pdfOf],
      ["csv", CSV_TYPE, manifestCsv],
      ["xlsx", XLSX_MIME, manifestXlsx],
    ] as const) {
      app.get(
        `/manifests/:scheduleId/${path}.${ext}`,
        {
          config: read,
          schema: {
            tags,
            params,
            querystring: kindQuery,
            response: { 200: fileAnswer({ contentTypes: [type] }) },
          },
        },
        async (request, reply) => {
          const manifest = await composeManifest(db(), request.params.scheduleId, request.query.jenis);
          const name = `manifest-${part}-${manifest.schedule.id}-${manifest.jenis}.${ext}`;
          return reply
            .header("Content-Type", type)
            .header("Content-Disposition", `${ext === "pdf" ? "inline" : "attachment"}; filename="${name}"`)
            .send(await render(manifest, part));
        },
      );
    }
  }

  app.patch(
    "/manifests/:scheduleId/passengers/:personId",
    {
      config: requirePermission("edit manifest penumpang"),
      schema: {
        tags,
        params: personParams,
        body: personCorrectionSchema,
        response: { 200: envelopeOf(manifestPersonFieldsSchema) },
      },
    },
    async (request) => {
      const { scheduleId, personId } = request.params;
      const person = await correctManifestPerson(db(), actorOf(request), scheduleId, personId, request.body);
      return ok(person, { message: MANIFEST_MESSAGES.corrected });
    },
  );

  app.post(
    "/manifests/:scheduleId/passengers",
    {
      config: requirePermission("create manifest penumpang"),
      schema: {
        tags,
        params,
        body: addInfantSchema,
        response: { 201: envelopeOf(manifestPersonFieldsSchema) },
      },
    },
    async (request, reply) => {
      const person = await addManifestInfant(db(), actorOf(request), request.params.scheduleId, request.body);
      return reply.code(201).send(ok(person, { message: MANIFEST_MESSAGES.infantAdded }));
    },
  );

  app.patch(
    "/manifests/:scheduleId/vehicles/:vehicleId",
    {
      config: requirePermission("edit manifest kendaraan"),
      schema: {
        tags,
        params: vehicleParams,
        body: vehicleCorrectionSchema,
        response: { 200: envelopeOf(manifestVehicleFieldsSchema) },
      },
    },
    async (request) => {
      const { scheduleId, vehicleId } = request.params;
      const vehicle = await correctManifestVehicle(
        db(),
        actorOf(request),
        scheduleId,
        vehicleId,
        request.body,
      );
      return ok(vehicle, { message: MANIFEST_MESSAGES.corrected });
    },
  );

  app.post(
    "/manifests/:scheduleId/reopen",
    {
      config: requirePermission("delete manifest penumpang"),
      schema: { tags, params, body: reopenManifestSchema, response: stateAnswer },
    },
    async (request) =>
      ok(await reopenManifest(db(), actorOf(request), request.params.scheduleId, request.body.alasan), {
        message: MANIFEST_MESSAGES.reopened,
      }),
  );

  app.post(
    "/manifests/:scheduleId/freeze",
    {
      config: requirePermission("edit manifest penumpang"),
      schema: { tags, params, response: stateAnswer },
    },
    async (request) =>
      ok(await refreezeManifest(db(), actorOf(request), request.params.scheduleId), {
        message: MANIFEST_MESSAGES.frozenNow,
      }),
  );

  app.get("/seapass/settings", { config: SETTINGS, schema: { tags, response: settingsAnswer } }, async () =>
    ok(presentSettings(await seapassSettings(db()))),
  );

  app.put(
    "/seapass/settings",
    {
      config: SETTINGS,
      schema: { tags, body: seapassSettingsInputSchema, response: settingsAnswer },
    },
    async (request) =>
      ok(await saveSeapassSettings(db(), actorOf(request), request.body), {
        message: "Pengaturan SeaPass berhasil disimpan",
      }),
  );

  app.get(
    "/seapass/deliveries",
    {
      config: requirePermission("view manifest penumpang"),
      schema: {
        tags,
        querystring: deliveriesQuery,
        response: { 200: envelopeOf(z.array(seapassDeliverySchema)) },
      },
    },
    async (request) => {
      const query = request.query;
      const { data, total } = await listDeliveries(db(), query);
      return ok(data, {
        meta: pageMeta({ page: query.page, per_page: query.per_page, sort_dir: "desc" } as never, total),
      });
    },
  );

  app.post(
    "/seapass/deliveries",
    {
      config: requirePermission("edit manifest penumpang"),
      schema: {
        tags,
        body: z.object({ schedule_id: databaseId() }),
        response: { 201: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const id = await resendManifest(db(), actorOf(request), request.body.schedule_id);
      return reply.code(201).send(ok({ id }, { message: "Manifest dijadwalkan untuk dikirim ulang" }));
    },
  );
};
