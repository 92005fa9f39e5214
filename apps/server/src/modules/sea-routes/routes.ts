import { resourceRoutes } from "../../lib/resource-routes";
import { seaRouteResource } from "./resource";

export const seaRouteRoutes = resourceRoutes(seaRouteResource);
