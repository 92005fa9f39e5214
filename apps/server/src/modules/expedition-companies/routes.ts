import {
  EXPEDITION_MESSAGES,
  expeditionCompanySchema,
  expeditionLedgerEntrySchema,
  ledgerQuery,
  settlementInputSchema,
} from "@ferry/shared/expedition-companies";
import { idParams } from "@ferry/shared/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { resourceRoutes } from "../../lib/resource-routes";
import { getResource } from "../../lib/resource-service";
import { actorOf, requirePermission } from "../../plugins/access";
import { companyLedger } from "./ledger";
import { expeditionCompanyResource } from "./resource";
import { findCompany, settleCompanyCredit } from "./service";

const tags = ["expedition_company"];

/** A company's credit movements and settlements (beside the resource's list, form and options). */
const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const context = { timeZone: app.config.timeZone };

  app.get(
    "/expedition-companies/:id/ledger",
    {
      config: requirePermission("view plafon"),
      schema: {
        tags,
        params: idParams,
        querystring: ledgerQuery,
        response: { 200: envelopeOf(z.array(expeditionLedgerEntrySchema)) },
      },
    },
    async (request) => {
      if (!(await findCompany(db(), request.params.id))) {
        throw new AppError("NOT_FOUND", EXPEDITION_MESSAGES.notFound);
      }
      const { rows, meta } = await companyLedger(db(), request.params.id, request.query);
      return ok(rows, { meta });
    },
  );

  app.post(
    "/expedition-companies/:id/settlements",
    {
      config: requirePermission("edit plafon"),
      schema: {
        tags,
        params: idParams,
        body: settlementInputSchema,
        response: { 201: envelopeOf(expeditionCompanySchema) },
      },
    },
    async (request, reply) => {
      const { amount, keterangan } = request.body;
      // Answered from inside the transaction: a settlement that committed is always answered.
      const company = await db().transaction(async (tx) => {
        await settleCompanyCredit(tx, actorOf(request), {
          company_id: request.params.id,
          amount,
          booking_id: null,
          keterangan,
        });
        return getResource(tx, expeditionCompanyResource, request.params.id, context);
      });
      return reply.code(201).send(ok(company, { message: "Pelunasan berhasil dicatat" }));
    },
  );
};

/** `/api/expedition-companies`: the resource kit's routes plus the ledger and settlements. */
export const expeditionCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resourceRoutes(expeditionCompanyResource));
  await app.register(creditRoutes);
};
