import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { AdmissionGate, type AdmissionLimits } from "../lib/admission";
import { AppError } from "../lib/app-error";

declare module "fastify" {
  interface FastifyInstance {
    /** The per-process admission gate in front of the database work (see plugins/admission.ts). */
    admission: AdmissionGate;
  }
}

/** Pool connections kept out of admission: health checks, metrics and the scheduled jobs use them. */
export const RESERVED_CONNECTIONS = 2;
/** What a refused request is told: try again in this many seconds. */
export const RETRY_AFTER_SECONDS = 2;
/** Routes that must answer under overload without waiting (a load balancer polls them). */
const EXEMPT = new Set(["/api/health", "/api/ready", "/api/metrics"]);

/** The gate's size from the settings: all pool connections but the reserved ones work on requests. */
export function admissionLimits(config: Config): AdmissionLimits {
  return {
    working: Math.max(1, config.databasePoolSize - RESERVED_CONNECTIONS),
    queue: config.databaseQueueSize,
    timeoutMs: config.databaseQueueTimeoutSeconds * 1000,
  };
}

const admitted = (request: FastifyRequest) => {
  const url = request.routeOptions.url ?? "";
  return url.startsWith("/api/") && !EXEMPT.has(url);
};

/** The request's body has not all arrived yet (`complete` is false only on a real connection). */
const stillArriving = (request: FastifyRequest) => request.raw.complete === false;

const isStream = (payload: unknown) => typeof (payload as { pipe?: unknown } | null)?.pipe === "function";

/**
 * Admission control: every `/api` request (but health, readiness and metrics) takes a working slot
 * before its first query (so before sign-in checks) and gives it back when its answer is ready, or, for
 * a streamed answer, when the stream is done; it lets go of it while a slow body arrives. Without a free
 * slot a request waits in a bounded queue; a full queue or a wait longer than the setting answers 503
 * `SERVICE_UNAVAILABLE` with `Retry-After` before anything was done. So a burst waits here instead of
 * failing at the connection pool halfway through a request, after its sale committed. The error
 * handler's other 503s (the database unreachable) carry `Retry-After` too.
 */
export const admissionPlugin = fp(async (app: FastifyInstance) => {
  const gate = new AdmissionGate(admissionLimits(app.config));
  app.decorate("admission", gate);
  const releases = new WeakMap<FastifyRequest, () => void>();
  const leaveQueue = new WeakMap<FastifyRequest, () => void>();

  const awaitingBody = new WeakSet<FastifyRequest>();

  const admit = (request: FastifyRequest, done: (error?: Error) => void) => {
    const leave = gate.enter(
      (release) => {
        releases.set(request, release);
        done();
      },
      (why) => {
        request.log.warn({ admission: why, waiting: gate.waiting }, "request not admitted");
        done(new AppError("SERVICE_UNAVAILABLE"));
      },
    );
    leaveQueue.set(request, leave);
  };

  app.addHook("onRequest", (request, _reply, done) => {
    if (!admitted(request)) return done();
    admit(request, done);
  });

  // A body still arriving (a slow connection, a large upload) must not hold a working slot: the slot goes
  // back while it streams in, and the request queues again once it has arrived. A small body arrives with
  // the headers, so this costs nothing in the common case.
  app.addHook("preParsing", (request, _reply, payload, done) => {
    const release = releases.get(request);
    if (release && stillArriving(request)) {
      releases.delete(request);
      release();
      awaitingBody.add(request);
    }
    done(null, payload);
  });

  // A multipart upload is read by its handler, which then runs without a slot (its queries are few).
  app.addHook("preHandler", (request, _reply, done) => {
    if (!awaitingBody.has(request) || stillArriving(request)) return done();
    admit(request, done);
  });

  // A caller that hangs up while queued gives its place back.
  app.addHook("onRequestAbort", (request, done) => {
    leaveQueue.get(request)?.();
    done();
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader("retry-after"))
      reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    const release = releases.get(request);
    if (release) {
      if (isStream(payload)) reply.raw.once("close", release);
      else release();
    }
    done(null, payload);
  });

  // Whatever way the answer ended, the slot is free afterwards (releasing twice does nothing).
  app.addHook("onResponse", (request, _reply, done) => {
    releases.get(request)?.();
    done();
  });
});
