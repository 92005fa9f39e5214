import { bookingCodeSchema } from "@ferry/shared/booking-check";
import { idParams } from "@ferry/shared/ids";
import { customerBookingViewSchema } from "@ferry/shared/online-booking";
import {
  COUNTER_QRIS_MESSAGES,
  counterQrisSettingSchema,
  GATEWAY_MESSAGES,
  gatewayChoiceSchema,
  gatewayListQuery,
  gatewayListRowSchema,
  gatewayOutcomeSchema,
  gatewayPaymentSchema,
  gatewayReconciliationSchema,
  gatewayResolveSchema,
} from "@ferry/shared/payment-gateway";
import { financeExportSchema, financeQuerySchema } from "@ferry/shared/reports";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { envelopeOf, ok } from "../../lib/envelope";
import { actorOf, authOf, customerAccess, publicAccess, requirePermission } from "../../plugins/access";
import { customerBookingView, onlineSettings } from "../online-booking/index";
import { EXPORT_ANSWER, EXPORT_TYPES, exportStream, periodOf, tableSections } from "../reports/index";
import { chooseGatewayMethod } from "./choose";
import { chargeCounterQris, checkCounterQris, counterQrisGateway } from "./counter-qris";
import { listGatewayPayments, resolveGatewayPayment } from "./flagged";
import { gatewayOf, notificationUrl } from "./gateway";
import { receiveNotification } from "./notification";
import { gatewayReconciliation } from "./reconciliation";

const tags = ["payment-gateway"];
/** As for the counter sale itself. */
const SELLER = requirePermission("create penjualan umum");

/**
 * Online payment through Midtrans (decision 027): the customer's choice of method on a waiting booking,
 * the gateway's signed notifications, and finance's list of gateway payments with the flagged ones;
 * the counter's QRIS through the gateway and finance's reconciliation per day (decision 035).
 */
export const paymentGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const gateway = gatewayOf(app.config);
  const counterGateway = counterQrisGateway(app.config);

  app.post(
    "/customer/bookings/:code/gateway-payment",
    {
      config: customerAccess,
      schema: {
        tags,
        summary: "Pays a waiting own booking at the gateway with the chosen method (VA, QRIS, e-wallet)",
        params: z.object({ code: bookingCodeSchema }),
        body: gatewayChoiceSchema,
        response: { 200: envelopeOf(customerBookingViewSchema) },
      },
    },
    async (request) => {
      if (!gateway) throw new AppError("NOT_FOUND", GATEWAY_MESSAGES.disabled);
      const caller = {
        userId: authOf(request).user.id,
        actor: actorOf(request),
        notificationUrl: notificationUrl(app.config),
      };
      const id = await chooseGatewayMethod(db(), gateway, caller, request.params.code, request.body.method);
      const booking = await customerBookingView(db(), id, await onlineSettings(db()), gateway);
      return ok(booking, { message: GATEWAY_MESSAGES.chosen });
    },
  );

  app.post(
    "/payments/midtrans/notification",
    {
      config: publicAccess,
      schema: {
        tags,
        summary: "Midtrans HTTP notification (signature_key checked; idempotent)",
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelopeOf(gatewayOutcomeSchema) },
      },
    },
    async (request) => {
      try {
        const { outcome, orderId } = await receiveNotification(db(), gateway, request.body);
        request.log.info({ order_id: orderId, outcome }, "midtrans notification");
        return ok({ outcome }, { message: GATEWAY_MESSAGES.received });
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) {
          const orderId =
            typeof request.body.order_id === "string" ? request.body.order_id.slice(0, 100) : null;
          request.log.warn(
            { order_id: orderId, code: error.code, reason: error.message },
            "midtrans notification refused",
          );
        }
        throw error;
      }
    },
  );

  app.get(
    "/payment-gateway/transactions",
    {
      config: requirePermission("view acc pembayaran"),
      schema: {
        tags,
        summary: "Online payments at the gateway, newest first",
        querystring: gatewayListQuery,
        response: { 200: envelopeOf(z.array(gatewayListRowSchema)) },
      },
    },
    async (request) => {
      const { rows, meta } = await listGatewayPayments(db(), request.query);
      return ok(rows, { meta });
    },
  );

  app.post(
    "/payment-gateway/transactions/:id/resolve",
    {
      config: requirePermission("edit acc pembayaran"),
      schema: {
        tags,
        summary: "Marks a flagged online payment as dealt with",
        params: idParams,
        body: gatewayResolveSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await resolveGatewayPayment(db(), actorOf(request), request.params.id, request.body.catatan);
      return ok(null, { message: GATEWAY_MESSAGES.resolved });
    },
  );

  app.get(
    "/payment-gateway/reconciliation",
    {
      config: requirePermission("view acc pembayaran"),
      schema: {
        tags,
        summary: "Gateway payments per day against bookings, with the mismatches",
        querystring: financeQuerySchema,
        response: { 200: envelopeOf(gatewayReconciliationSchema) },
      },
    },
    async (request) => ok(await gatewayReconciliation(db(), periodOf(request.query, app.config.timeZone))),
  );

  app.get(
    "/payment-gateway/reconciliation/export",
    {
      config: requirePermission("view acc pembayaran"),
      schema: {
        tags,
        summary: "The reconciliation as CSV, Excel or PDF",
        querystring: financeExportSchema,
        response: { 200: EXPORT_ANSWER },
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query, app.config.timeZone);
      const report = await gatewayReconciliation(db(), period);
      const type = EXPORT_TYPES[request.query.format];
      const name = `rekonsiliasi-pembayaran-online-${period.from}-${period.to}.${type.ext}`;
      return reply
        .header("Content-Type", type.mime)
        .header("Content-Disposition", `attachment; filename="${name}"`)
        .send(
          exportStream(
            request.query.format,
            `Rekonsiliasi Pembayaran Online ${period.from} s.d. ${period.to}`,
            tableSections([report.days, report.mismatches]),
          ),
        );
    },
  );

  app.get(
    "/payment-gateway/counter-qris",
    {
      config: SELLER,
      schema: {
        tags,
        summary: "Whether the counter's QRIS goes through the gateway",
        response: { 200: envelopeOf(counterQrisSettingSchema) },
      },
    },
    async () => ok({ via_gateway: counterGateway !== null }),
  );

  app.post(
    "/bookings/:id/gateway-qris",
    {
      config: SELLER,
      schema: {
        tags,
        summary: "Charges a waiting counter booking as a dynamic QRIS at the gateway",
        params: idParams,
        response: { 200: envelopeOf(gatewayPaymentSchema) },
      },
    },
    async (request) => {
      if (!counterGateway) throw new AppError("NOT_FOUND", COUNTER_QRIS_MESSAGES.off);
      const caller = { actor: actorOf(request), notificationUrl: notificationUrl(app.config) };
      const charge = await chargeCounterQris(db(), counterGateway, caller, request.params.id);
      return ok(charge, { message: COUNTER_QRIS_MESSAGES.created });
    },
  );

  app.post(
    "/bookings/:id/gateway-qris/check",
    {
      config: SELLER,
      schema: {
        tags,
        summary: "Asks the gateway now whether the counter booking's QRIS was paid",
        params: idParams,
        response: { 200: envelopeOf(gatewayOutcomeSchema) },
      },
    },
    async (request) => {
      if (!counterGateway) throw new AppError("NOT_FOUND", COUNTER_QRIS_MESSAGES.off);
      const outcome = await checkCounterQris(db(), counterGateway, request.params.id);
      return ok({ outcome }, { message: COUNTER_QRIS_MESSAGES.checked });
    },
  );
};
