import { resourceRoutes } from "../../lib/resource-routes";
import { crewResource } from "./resource";

export const crewRoutes = resourceRoutes(crewResource);
