// Preloaded into the API (`NODE_OPTIONS=--require …` when BENCH_CPU_PROF_DIR is set; Node 20 refuses
// --cpu-prof there): profiles the whole process and writes a .cpuprofile into that folder at exit.
const fs = require("node:fs");
const inspector = require("node:inspector");
const path = require("node:path");

const session = new inspector.Session();
session.connect();
session.post("Profiler.setSamplingInterval", { interval: 1000 });
session.post("Profiler.enable", () => session.post("Profiler.start"));
process.on("exit", () => {
  // The main thread's session answers synchronously, so the profile is written before the exit.
  session.post("Profiler.stop", (error, answer) => {
    if (error) return;
    const file = path.join(process.env.BENCH_CPU_PROF_DIR, `api-${process.pid}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(answer.profile));
  });
});
