// The system Chromium, headless, with its DevTools port open for Lighthouse, on a throwaway profile.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./servers.mjs";

export async function launchChromium(chromePath, flags) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "ferry-bench-chromium-"));
  const child = spawn(
    chromePath,
    [
      ...flags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "--no-first-run",
      "about:blank",
    ],
    // Its own process group: stopping it stops its helpers (network, GPU, storage) too.
    { stdio: "ignore", detached: true },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signalGroup = (signal) => {
    if (child.pid === undefined) return; // it never started
    try {
      process.kill(-child.pid, signal);
    } catch (error) {
      if (error.code !== "ESRCH") throw error; // ESRCH: every process of the group has already exited
    }
  };
  const stop = async () => {
    signalGroup("SIGTERM");
    await exited;
    // A helper still writing into the profile made its removal fail (ENOTEMPTY in CI): none may outlive
    // the browser, and the removal is retried as fs.rmSync offers for a directory filling while it goes.
    signalGroup("SIGKILL");
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${chromePath} did not open its DevTools port`);
}
