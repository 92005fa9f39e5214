import { resourceRoutes } from "../../lib/resource-routes";
import { shipResource } from "./resource";

export const shipRoutes = resourceRoutes(shipResource);
