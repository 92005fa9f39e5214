import { fileAnswer } from "@ferry/shared/file-answer";
import {
  tariffCopySchema,
  tariffGridSchema,
  tariffImportPreviewSchema,
  tariffQuery,
  tariffRouteParams,
  tariffSaveResultSchema,
  tariffSaveSchema,
} from "@ferry/shared/tariffs";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fieldError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { XLSX_MIME, xlsxStream } from "../../lib/xlsx";
import { actorOf, requirePermission } from "../../plugins/access";
import { TARIFF_FILE_MAX_BYTES, templateSheet } from "./tariff-file";
import { readTariffGrid } from "./tariff-grid";
import { previewTariffImport } from "./tariff-import";
import { copyTariff, saveTariff } from "./tariff-service";

const tags = ["tariffs"];
const read = requirePermission("view harga tiket");
const write = requirePermission("create harga tiket");
const FILE_REQUIRED = "Pilih file .xlsx atau .csv (multipart/form-data, field file)";

/** The uploaded tariff file, whole (at most `TARIFF_FILE_MAX_BYTES`). */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError("file", FILE_REQUIRED);
  const file = await request.file({ limits: { fileSize: TARIFF_FILE_MAX_BYTES, files: 1 } });
  if (file?.fieldname !== "file") throw fieldError("file", FILE_REQUIRED);
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === "FST_REQ_FILE_TOO_LARGE") throw fieldError("file", "File maksimal 1 MB");
    throw error;
  });
  if (content.length === 0) throw fieldError("file", "File kosong");
  return content;
}

/**
 * The tariff grid of a route (decision 043): read it for a day, save it whole with one effective date,
 * copy it to another route, preview an imported file, download it as a file to fill in.
 */
export const tariffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  // The general component amounts of every route: the same grid without route and transport fares.
  app.get(
    "/tariffs/umum",
    {
      config: read,
      schema: { tags, querystring: tariffQuery, response: { 200: envelopeOf(tariffGridSchema) } },
    },
    async (request) => ok(await readTariffGrid(db(), null, request.query.tanggal)),
  );

  app.put(
    "/tariffs/umum",
    {
      config: write,
      schema: { tags, body: tariffSaveSchema, response: { 200: envelopeOf(tariffSaveResultSchema) } },
    },
    async (request) => {
      const saved = await saveTariff(db(), actorOf(request), null, request.body);
      return ok(saved, { message: "Tarif umum berhasil disimpan" });
    },
  );

  app.get(
    "/tariffs/:routeId",
    {
      config: read,
      schema: {
        tags,
        params: tariffRouteParams,
        querystring: tariffQuery,
        response: { 200: envelopeOf(tariffGridSchema) },
      },
    },
    async (request) => ok(await readTariffGrid(db(), request.params.routeId, request.query.tanggal)),
  );

  app.put(
    "/tariffs/:routeId",
    {
      config: write,
      schema: {
        tags,
        params: tariffRouteParams,
        body: tariffSaveSchema,
        response: { 200: envelopeOf(tariffSaveResultSchema) },
      },
    },
    async (request) => {
      const saved = await saveTariff(db(), actorOf(request), request.params.routeId, request.body);
      return ok(saved, { message: "Tarif berhasil disimpan" });
    },
  );

  app.post(
    "/tariffs/copy",
    {
      config: write,
      schema: { tags, body: tariffCopySchema, response: { 200: envelopeOf(tariffSaveResultSchema) } },
    },
    async (request) => {
      const copied = await copyTariff(db(), actorOf(request), request.body);
      return ok(copied, { message: "Tarif berhasil disalin" });
    },
  );

  app.post(
    "/tariffs/:routeId/import/preview",
    {
      config: write,
      schema: {
        tags,
        summary: "Previews a tariff file (multipart field `file`, .xlsx or .csv); changes nothing",
        params: tariffRouteParams,
        querystring: tariffQuery,
        response: { 200: envelopeOf(tariffImportPreviewSchema) },
      },
    },
    async (request) => {
      const content = await uploadedFile(request);
      const grid = await readTariffGrid(db(), request.params.routeId, request.query.tanggal);
      return ok(await previewTariffImport(grid, content));
    },
  );

  app.get(
    "/tariffs/:routeId/template.xlsx",
    {
      config: read,
      schema: {
        tags,
        params: tariffRouteParams,
        querystring: tariffQuery,
        response: { 200: fileAnswer({ contentTypes: [XLSX_MIME] }) },
      },
    },
    async (request, reply) => {
      const grid = await readTariffGrid(db(), request.params.routeId, request.query.tanggal);
      const name = `tarif-${grid.route?.kode_rute ?? "umum"}-${grid.tanggal}.xlsx`.replace(/[^\w.-]/g, "_");
      return reply
        .header("Content-Type", XLSX_MIME)
        .header("Content-Disposition", `attachment; filename="${name}"`)
        .send(xlsxStream([templateSheet(grid)]));
    },
  );
};
