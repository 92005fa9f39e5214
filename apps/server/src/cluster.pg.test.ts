import http from "node:http";
import { describe, expect, it } from "vitest";
import { freePort } from "./faults/rush";
import { serversKilledAfterEach } from "./test/cleanup";
import { freshPostgresDatabase, testDatabaseUrl } from "./test/postgres-only";
import { startServerProcess } from "./test/server-process";

/** `npm run start:cluster` (src/cluster.ts) on PostgreSQL: n workers on one port, graceful stop. */
testDatabaseUrl();
const servers = serversKilledAfterEach();

/** One GET on a new connection each time, so that the cluster may hand it to another worker. */
function getJson(url: string): Promise<{ status: number; json: { data?: { process_id?: number } } }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
      })
      .on("error", reject);
  });
}

describe("the cluster (PostgreSQL)", () => {
  it("serves one port from two worker processes on a fresh PostgreSQL database and stops with exit 0", async () => {
    const url = await freshPostgresDatabase();
    const server = await startServerProcess(
      await freePort(),
      { WORKERS: "2", DATABASE_URL: url },
      120_000,
      "cluster",
    );
    servers.push(server);
    const pids = new Set<number>();
    // The first worker may answer before the second listens: ask until both did, or a minute passed.
    const deadline = Date.now() + 60_000;
    let asked = 0;
    while (pids.size < 2 && Date.now() < deadline) {
      asked += 1;
      const health = await getJson(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      if (health.json.data?.process_id) pids.add(health.json.data.process_id);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(pids.size, server.output()).toBe(2);
    expect(pids.has(server.child.pid ?? 0), "the primary serves no requests").toBe(false);
    expect((await getJson(`${server.url}/api/ready`)).status).toBe(200);
    // startServerProcess asked /api/health once more; the primary sums every worker's counters.
    const metrics = await fetch(`${server.url}/api/metrics`).then((response) => response.text());
    const line = metrics
      .split("\n")
      .find((item) => item.startsWith('http_requests_total{method="GET",route="/api/health"'));
    expect(Number(line?.split(" ").at(-1)), line).toBe(asked + 1);
    expect(await server.stop("SIGTERM"), server.output()).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0), `worker ${pid} has exited`).toThrow();
  }, 180_000);
});
