import "@ferry/shared/zod-locale";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyServerOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { answerSerializer } from "./lib/answer-serializer";
import { activityLogRoutes } from "./modules/activity-log/routes";
import { creditLimitRoutes } from "./modules/agents/credit-limit-routes";
import { agentRoutes } from "./modules/agents/routes";
import { authRoutes } from "./modules/auth/routes";
import { bookingExpiryJob } from "./modules/bookings/expiry-job";
import { bookingRoutes } from "./modules/bookings/routes";
import { bookingTicketRoutes } from "./modules/bookings/ticket-routes";
import { cargoTypeRoutes } from "./modules/cargo-types/routes";
import { cashierShiftRoutes } from "./modules/cashier-shifts/routes";
import { companyInfoCategoryRoutes, companyInfoRoutes } from "./modules/company/info-routes";
import { companyPublicRoutes } from "./modules/company/public-routes";
import { companySettingsRoutes } from "./modules/company/settings-routes";
import { counterRoutes } from "./modules/counter/routes";
import { crewRoutes } from "./modules/crew/routes";
import { customerRoutes } from "./modules/customers/routes";
import { discountRoutes } from "./modules/discounts/routes";
import { documentRoutes } from "./modules/documents/routes";
import { embarkationRoutes } from "./modules/embarkation/routes";
import { expeditionCompanyRoutes } from "./modules/expedition-companies/routes";
import { fareComponentRoutes } from "./modules/fare-components/routes";
import { tariffRoutes } from "./modules/fare-components/tariff-routes";
import { healthRoutes } from "./modules/health/routes";
import { manifestRoutes } from "./modules/manifests/routes";
import { seapassJob } from "./modules/manifests/seapass-job";
import { articleRoutes, newsCategoryRoutes } from "./modules/news/admin-routes";
import { newsPublicRoutes } from "./modules/news/public-routes";
import { noticeDeliveryJob } from "./modules/notices/delivery-job";
import { noticeRoutes } from "./modules/notices/routes";
import { notificationRoutes } from "./modules/notifications/routes";
import { onlineBookingRoutes } from "./modules/online-booking/routes";
import { gatewayCancelJob, gatewayStatusJob } from "./modules/payment-gateway/jobs";
import { paymentGatewayRoutes } from "./modules/payment-gateway/routes";
import { portRoutes } from "./modules/ports/routes";
import { MissThrottle } from "./modules/public-bookings/index";
import { publicBookingRoutes } from "./modules/public-bookings/routes";
import { publicVoyageRoutes } from "./modules/public-voyage/routes";
import { rescheduleRoutes } from "./modules/refunds/reschedule-routes";
import { refundRoutes } from "./modules/refunds/routes";
import { reportRoutes } from "./modules/reports/routes";
import { logArchiveJob } from "./modules/retention/archive-job";
import { roleRoutes } from "./modules/roles/routes";
import { salesLimitRoutes } from "./modules/sales-limits/routes";
import { scheduleDelayShipRoutes } from "./modules/schedules/delay-ship-routes";
import { scheduleRoutes } from "./modules/schedules/routes";
import { seaRouteRoutes } from "./modules/sea-routes/routes";
import { settingsRoutes } from "./modules/settings/routes";
import { shipCapacityGridRoutes, shipCapacityRoutes } from "./modules/ship-capacities/routes";
import { shipReportRoutes } from "./modules/ships/report-routes";
import { shipRoutes } from "./modules/ships/routes";
import { ticketPriceRoutes } from "./modules/ticket-prices/routes";
import { ticketExpiryJob } from "./modules/tickets/expiry-job";
import { gateRoutes } from "./modules/tickets/gate-routes";
import { ticketRoutes } from "./modules/tickets/routes";
import { MAX_IMAGE_BYTES } from "./modules/uploads/index";
import { uploadRoutes } from "./modules/uploads/routes";
import { userRoutes } from "./modules/users/routes";
import { vehicleReclassificationRoutes } from "./modules/vehicle-reclassification/routes";
import { accessPlugin } from "./plugins/access";
import { admissionPlugin } from "./plugins/admission";
import { answerFrameworkError, errorsPlugin } from "./plugins/errors";
import { lifecyclePlugin } from "./plugins/lifecycle";
import { metricsPlugin } from "./plugins/metrics";
import { openapiPlugin } from "./plugins/openapi";
import { reportLanePlugin } from "./plugins/report-lane";
import { requestIdOf, requestIdPlugin } from "./plugins/request-id";
import { securityPlugin } from "./plugins/security";
import { sharedStatePlugin } from "./plugins/shared-state";
import { textGuardPlugin } from "./plugins/text-guard";
import { webAppPlugin } from "./plugins/web-app";

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
};

/** Builds the whole HTTP application on an open, migrated database. `main.ts` and the tests both call it. */
export async function buildApp({ config, database, logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    genReqId: requestIdOf,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  app.decorate("config", config);
  app.decorate("database", database);

  await app.register(requestIdPlugin);
  await app.register(lifecyclePlugin);
  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  // Reports wait in their own lane before taking a working slot of the admission gate.
  await app.register(reportLanePlugin);
  // In front of the first query of a request (access checks read the session): see plugins/admission.ts.
  await app.register(admissionPlugin);
  await app.register(accessPlugin);
  await app.register(metricsPlugin);
  await app.register(sharedStatePlugin);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, parts: 21 } });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(companyPublicRoutes);
      await api.register(authRoutes);
      await api.register(customerRoutes);
      for (const routes of [
        portRoutes,
        shipRoutes,
        crewRoutes,
        cargoTypeRoutes,
        seaRouteRoutes,
        ticketPriceRoutes,
      ]) {
        await api.register(routes);
      }
      await api.register(shipCapacityGridRoutes);
      await api.register(shipCapacityRoutes);
      await api.register(fareComponentRoutes);
      await api.register(tariffRoutes);
      await api.register(scheduleRoutes);
      await api.register(scheduleDelayShipRoutes);
      await api.register(shipReportRoutes);
      await api.register(bookingRoutes);
      await api.register(bookingTicketRoutes);
      await api.register(cashierShiftRoutes);
      await api.register(counterRoutes);
      await api.register(discountRoutes);
      // One miss counter for every public lookup by booking code (check, print, documents), shared
      // by every process through `app.counters` (Redis or the database).
      const misses = new MissThrottle({ store: api.counters });
      await api.register(documentRoutes, { misses });
      await api.register(publicVoyageRoutes);
      await api.register(publicBookingRoutes, { misses });
      await api.register(companyInfoCategoryRoutes);
      await api.register(companyInfoRoutes);
      await api.register(companySettingsRoutes);
      await api.register(newsCategoryRoutes);
      await api.register(articleRoutes);
      await api.register(newsPublicRoutes);
      await api.register(userRoutes);
      await api.register(roleRoutes);
      await api.register(activityLogRoutes);
      await api.register(notificationRoutes);
      await api.register(noticeRoutes);
      await api.register(agentRoutes);
      await api.register(creditLimitRoutes);
      await api.register(expeditionCompanyRoutes);
      await api.register(salesLimitRoutes);
      await api.register(settingsRoutes);
      await api.register(ticketRoutes);
      await api.register(gateRoutes);
      await api.register(vehicleReclassificationRoutes);
      await api.register(embarkationRoutes);
      await api.register(manifestRoutes);
      await api.register(reportRoutes);
      await api.register(refundRoutes);
      await api.register(rescheduleRoutes);
      await api.register(onlineBookingRoutes);
      await api.register(paymentGatewayRoutes);
    },
    { prefix: "/api" },
  );

  await app.register(uploadRoutes);
  await app.register(bookingExpiryJob);
  await app.register(ticketExpiryJob);
  await app.register(seapassJob);
  await app.register(noticeDeliveryJob);
  await app.register(gatewayCancelJob);
  await app.register(gatewayStatusJob);
  await app.register(logArchiveJob);
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
