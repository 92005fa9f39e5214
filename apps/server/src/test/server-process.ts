import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const mainFile = path.join(serverDir, "src/main.ts");

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed, for a failing test's message. */
  output: () => string;
  /** SIGTERM (graceful) or SIGKILL (a crash); resolves when the process has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

/**
 * Starts the real server (`src/main.ts`, or the bundle `npm start` runs) as a child process on `port`
 * with the given environment (DATABASE_URL or DATA_DIR, ...), and waits until /api/health answers.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
  /** `cluster`: the cluster primary (`src/cluster.ts`, `npm run start:cluster`) instead of one process. */
  entry: "main" | "cluster" = "main",
  /** A server bundle's folder (`build.ts`): run its plain JavaScript, as `npm start` does, not the sources. */
  builtIn?: string,
): Promise<ServerProcess> {
  const source = entry === "main" ? mainFile : path.join(serverDir, "src/cluster.ts");
  const args = builtIn ? [path.join(builtIn, `${entry}.mjs`)] : ["--import", "tsx", source];
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      HOST: "127.0.0.1",
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk) => {
    printed += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    printed += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => printed,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited at start-up:\n${printed}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop("SIGKILL");
  throw new Error(`server on ${port} did not answer /api/health within ${timeoutMs} ms:\n${printed}`);
}
