import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { openReportDatabase } from "../db/open";
import { AdmissionGate } from "../lib/admission";
import { AppError } from "../lib/app-error";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A report or export: runs in the report lane on the report database (plugins/report-lane.ts). */
    reportLane?: boolean;
  }
  interface FastifyInstance {
    /** The database reports and exports read (the replica when `DATABASE_READ_URL` is set). */
    reportDb: Database;
  }
}

/** Route config of a report or export route. */
export const REPORT_LANE = { reportLane: true } as const;

/** How long a report may wait for the lane before 'sedang sibuk'. */
const LANE_WAIT_MS = 30_000;

export const REPORTS_BUSY = "Terlalu banyak laporan sedang dibuat. Silakan coba lagi sebentar.";

/**
 * The report lane (decision 047): at most `REPORT_CONCURRENCY` report and export requests of this process
 * run at once; the next wait in a short queue BEFORE general admission (so a waiting report holds no
 * working slot that a sale or a scan needs) and a full queue or a wait over 30 s answers 503 with
 * Retry-After. Their queries go to `app.reportDb`. A streamed export keeps its place until the stream ends.
 * Register before the admission plugin.
 */
export const reportLanePlugin = fp(async (app: FastifyInstance) => {
  const reports = await openReportDatabase(app.config, app.database);
  app.decorate("reportDb", reports.db);
  app.addHook("onClose", () => reports.close());

  const concurrency = app.config.reportConcurrency;
  const gate = new AdmissionGate({ working: concurrency, queue: concurrency * 10, timeoutMs: LANE_WAIT_MS });
  const releases = new WeakMap<FastifyRequest, () => void>();
  const leaveQueue = new WeakMap<FastifyRequest, () => void>();

  app.addHook("onRequest", (request, _reply, done) => {
    if (!request.routeOptions.config?.reportLane) return done();
    const leave = gate.enter(
      (release) => {
        releases.set(request, release);
        done();
      },
      (why) => {
        request.log.warn({ reportLane: why, waiting: gate.waiting }, "report not admitted");
        done(new AppError("SERVICE_UNAVAILABLE", REPORTS_BUSY));
      },
    );
    leaveQueue.set(request, leave);
  });

  app.addHook("onRequestAbort", (request, done) => {
    leaveQueue.get(request)?.();
    done();
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    const release = releases.get(request);
    if (release && typeof (payload as { pipe?: unknown } | null)?.pipe === "function") {
      releases.delete(request);
      reply.raw.once("close", release);
    }
    done(null, payload);
  });

  app.addHook("onResponse", (request, _reply, done) => {
    releases.get(request)?.();
    done();
  });
});
