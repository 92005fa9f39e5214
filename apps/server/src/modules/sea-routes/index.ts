// Public file of the sea-routes module: other modules import from here only (decision 050).
// Each line re-exports what another module uses; the rest of the folder is private.

export type { RouteWithPorts } from "./service";
export { findRoute, findRoutes, routesUsingPort, routesWithPorts } from "./service";
