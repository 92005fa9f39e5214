import { timingSafeEqual } from "node:crypto";
import { fileAnswer } from "@ferry/shared/file-answer";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { AppError } from "../lib/app-error";
import { publicAccess } from "./access";
import { clusterMetricsText, shareWithClusterPrimary } from "./cluster-metrics";

/** Process-wide metrics (CPU, memory, event-loop lag, GC), collected once per process. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Route pattern (`/api/bookings/:id`), never the URL, so the label set stays small. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? "(unmatched)";
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read the metrics: with METRICS_TOKEN set, whoever sends `Authorization: Bearer <token>`;
 * without it, only a caller on this machine that did not come through a proxy (no X-Forwarded-For).
 */
function guard(app: FastifyInstance, request: FastifyRequest): void {
  const token = app.config.metricsToken;
  if (token) {
    const header = request.headers.authorization ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!sameSecret(given, token)) throw new AppError("TOKEN_INVALID");
    return;
  }
  const local = LOOPBACK.has(request.socket.remoteAddress ?? "");
  if (!local || request.headers["x-forwarded-for"] !== undefined) throw new AppError("ACCESS_DENIED");
}

/** Prometheus metrics at `/api/metrics`: requests, latency per route, errors, pool use, process metrics. */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: "http_request_errors_total",
    help: "HTTP requests answered with a 5xx status, by method, route pattern and status",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from request start to the answer, by method and route pattern",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL pool connections by state (total open, idle)",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
      },
    });
    new Gauge({
      name: "db_pool_waiting_requests",
      help: "Queries waiting for a free PostgreSQL pool connection",
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  const gate = app.admission;
  new Gauge({
    name: "http_admission_requests",
    help: "API requests working on the database and waiting in the admission queue (plugins/admission.ts)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "working" }, gate.working);
      this.set({ state: "waiting" }, gate.waiting);
    },
  });
  const registries = [processMetrics(), registry];
  shareWithClusterPrimary(registries);

  // Synchronous (a callback, not an async function): no promise per request.
  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const labels = { method: request.method, route: routeOf(request), status_code: reply.statusCode };
    requests.inc(labels);
    if (reply.statusCode >= 500) errors.inc(labels);
    duration.observe({ method: labels.method, route: labels.route }, reply.elapsedTime / 1000);
    done();
  });

  app.get(
    "/api/metrics",
    {
      // Public for the session check; the guard below decides (token or local caller).
      config: publicAccess,
      schema: {
        tags: ["operations"],
        summary: "Prometheus metrics (METRICS_TOKEN bearer or a local caller)",
        response: { 200: fileAnswer({ contentTypes: [registry.contentType] }) },
      },
    },
    async (request, reply) => {
      guard(app, request);
      const text = (await clusterMetricsText()) ?? (await Registry.merge(registries).metrics());
      return reply.type(registry.contentType).send(text);
    },
  );
});
