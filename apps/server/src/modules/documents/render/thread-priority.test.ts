import { getPriority } from "node:os";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { RENDER_NICE } from "./thread-priority";

const moduleUrl = new URL("./thread-priority.ts", import.meta.url).href;

/** Runs `lowerThreadPriority` in a fresh worker thread (tsx registered there, as the render pool does). */
function lowerInWorker(): Promise<{ threadId: number; nice: number } | null> {
  const source = `
    const { parentPort } = require("node:worker_threads");
    (async () => {
      const { register } = await import("tsx/esm/api");
      register();
      const { lowerThreadPriority } = await import(${JSON.stringify(moduleUrl)});
      parentPort.postMessage(lowerThreadPriority());
    })();`;
  const worker = new Worker(source, { eval: true });
  return new Promise((resolve, reject) => {
    worker.once("message", (answer) => {
      void worker.terminate();
      resolve(answer);
    });
    worker.once("error", reject);
  });
}

describe("render thread priority", () => {
  it("lowers the worker thread's priority and leaves the request loop's alone", async () => {
    const before = getPriority();
    const lowered = await lowerInWorker();
    expect(lowered).not.toBeNull();
    expect(lowered?.nice).toBe(Math.max(before, RENDER_NICE));
    expect(lowered?.threadId).not.toBe(process.pid);
    expect(getPriority()).toBe(before);
  });
});
