import { bookingCodeSchema } from "@ferry/shared/booking-check";
import { idParams } from "@ferry/shared/ids";
import {
  GATEWAY_MESSAGES,
  gatewayChoiceSchema,
  gatewayListQuery,
  gatewayResolveSchema,
} from "@ferry/shared/payment-gateway";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { actorOf, authOf, customerAccess, publicAccess, requirePermission } from "../../plugins/access";
import { onlineSettings } from "../online-booking/settings";
import { customerBookingView } from "../online-booking/view";
import { chooseGatewayMethod } from "./choose";
import { listGatewayPayments, resolveGatewayPayment } from "./flagged";
import { gatewayOf, notificationUrl } from "./gateway";
import { receiveNotification } from "./notification";

const tags = ["payment-gateway"];

/**
 * Online payment through Midtrans (decision 027): the customer's choice of method on a waiting booking,
 * the gateway's signed notifications, and finance's list of gateway payments with the flagged ones.
 */
export const paymentGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const gateway = gatewayOf(app.config);

  app.post(
    "/customer/bookings/:code/gateway-payment",
    {
      config: customerAccess,
      schema: {
        tags,
        summary: "Pays a waiting own booking at the gateway with the chosen method (VA, QRIS, e-wallet)",
        params: z.object({ code: bookingCodeSchema }),
        body: gatewayChoiceSchema,
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
      },
    },
    async (request) => {
      await resolveGatewayPayment(db(), actorOf(request), request.params.id, request.body.catatan);
      return ok(null, { message: GATEWAY_MESSAGES.resolved });
    },
  );
};
