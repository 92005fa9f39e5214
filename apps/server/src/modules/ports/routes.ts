import { resourceRoutes } from "../../lib/resource-routes";
import { portResource } from "./resource";

export const portRoutes = resourceRoutes(portResource);
