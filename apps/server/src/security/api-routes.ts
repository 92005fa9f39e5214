import type { FastifyInstance } from "fastify";
import type { RouteAccess } from "../plugins/access";

/** One operation of the OpenAPI document, with its path in Fastify's `:param` form. */
export type Operation = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  access: RouteAccess | undefined;
  hasBody: boolean;
  /** The JSON body's schema, as documented. */
  bodySchema: unknown;
  /** Its documented path, query and header parameters. */
  parameters: Parameter[];
};

export type Parameter = { in: "path" | "query" | "header"; name: string; schema: unknown };

/** Routes under /api that the OpenAPI document leaves out on purpose (`schema.hide`). */
export const HIDDEN_API_ROUTES = ["GET /api/openapi.json"];

export const WRITE_METHODS = new Set(["POST", "PUT", "PATCH"]);

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        "x-access"?: RouteAccess;
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: unknown }> };
      }
    >
  >;
};

/** Every operation of the served OpenAPI document. */
export function openapiOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation["method"],
      url: path.replace(/\{([A-Za-z_]+)\}/g, ":$1"),
      access: operation["x-access"],
      hasBody: operation.requestBody !== undefined,
      bodySchema: operation.requestBody?.content?.["application/json"]?.schema,
      parameters: operation.parameters ?? [],
    })),
  );
}

/** The routes as registered (`app.routeAccess`) under /api, without HEAD twins and hidden ones. */
export function registeredApiRoutes(app: FastifyInstance) {
  return app.routeAccess.filter(
    (route) =>
      route.url.startsWith("/api") &&
      route.method !== "HEAD" &&
      !HIDDEN_API_ROUTES.includes(`${route.method} ${route.url}`),
  );
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Back-office routes: those that need a permission or any signed-in staff member. */
export const isBackOffice = (access: RouteAccess | undefined) =>
  access === "staff" || typeof access === "object";

/** A concrete URL: each `:param` becomes the value given for it, or else `fallback`. */
export function concreteUrl(url: string, values: Record<string, string | number> = {}, fallback = "1") {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => String(values[name] ?? fallback));
}
