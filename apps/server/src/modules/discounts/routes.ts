import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { resourceRoutes } from "../../lib/resource-routes";
import { passengerDiscountResource, vehicleDiscountResource } from "./resource";

/** `/discounts/penumpang` and `/discounts/kendaraan`, each guarded by its own permission module. */
export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(resourceRoutes(passengerDiscountResource));
  await app.register(resourceRoutes(vehicleDiscountResource));
};
