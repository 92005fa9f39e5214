import { resourceRoutes } from "../../lib/resource-routes";
import { ticketPriceResource } from "./resource";

export const ticketPriceRoutes = resourceRoutes(ticketPriceResource);
