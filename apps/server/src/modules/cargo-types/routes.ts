import { resourceRoutes } from "../../lib/resource-routes";
import { cargoTypeResource } from "./resource";

export const cargoTypeRoutes = resourceRoutes(cargoTypeResource);
