import { resourceRoutes } from "../../lib/resource-routes";
import { fareComponentResource } from "./resource";

export const fareComponentRoutes = resourceRoutes(fareComponentResource);
