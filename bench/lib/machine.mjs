import os from "node:os";

/** What the figures were measured on. */
export function machineInfo() {
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((value) => value.toFixed(2)),
  };
}
