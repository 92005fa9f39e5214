import http from "node:http";
import { expect } from "vitest";
import { freePort } from "../faults/rush";
import { type ServerProcess, startServerProcess } from "./server-process";

const body = JSON.stringify({ username: "tidak-ada", password: "salah-sekali" });

/** A sign-in whose body arrives in two halves; `finish` sends the second half and resolves the answer. */
function slowLogin(url: string) {
  const request = http.request(`${url}/api/login`, {
    method: "POST",
    agent: false,
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      "x-request-id": "in-flight-1",
    },
  });
  const answer = new Promise<{ status: number; json: Record<string, unknown>; requestId: unknown }>(
    (resolve, reject) => {
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            json: JSON.parse(text),
            requestId: response.headers["x-request-id"],
          }),
        );
      });
      request.on("error", reject);
    },
  );
  request.write(body.slice(0, 10));
  return {
    finish: () => {
      request.end(body.slice(10));
      return answer;
    },
  };
}

const connects = (url: string) =>
  fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );

/**
 * SIGTERM to the real server (`src/main.ts`) while a request is still arriving: the process stops
 * accepting new connections, answers the open request, closes the database and exits 0. Run on PGlite
 * by shutdown.test.ts and on PostgreSQL by shutdown.pg.test.ts; the process goes onto `servers`.
 */
export async function shutdownScenario(env: Record<string, string>, servers: ServerProcess[]) {
  const server = await startServerProcess(await freePort(), env);
  servers.push(server);
  const login = slowLogin(server.url);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const exited = server.stop("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(server.child.exitCode, "still running while a request is open").toBeNull();
  expect(await connects(server.url), "new connections are refused").toBe(false);
  const answer = await login.finish();
  expect(answer.status, server.output()).toBe(401);
  expect(answer.json).toMatchObject({ success: false });
  expect(answer.requestId).toBe("in-flight-1");
  expect(await exited, server.output()).toBe(0);
}
