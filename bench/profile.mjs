// Reads a V8 CPU profile (`.cpuprofile`, e.g. the API's from `BENCH_CPU_PROF_DIR=<dir> npm run bench -- --only
// booking-rush`) and prints where the time went: self time by file (packages grouped by name) and by
// function, and inclusive time by function (each sample counted once per function on its stack).
// Usage: node bench/profile.mjs <file.cpuprofile> [rows = 30] [last seconds: only the profile's end, e.g. the
// load after the start-up and its seeding; 0 = all] [filter: only samples whose stack has this text]
import fs from "node:fs";

const [file, rowsArg, lastArg, filter] = process.argv.slice(2);
if (!file)
  throw new Error("usage: node bench/profile.mjs <file.cpuprofile> [rows] [last seconds] [stack filter]");
const rows = Number(rowsArg ?? 30);
const last = Number(lastArg ?? 0) * 1e6;
const profile = JSON.parse(fs.readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

/** A file's short name: the package for node_modules, the path under the repository otherwise. */
function where(url) {
  if (!url) return "(native)";
  const modules = url.lastIndexOf("node_modules/");
  if (modules >= 0) {
    const [first, second] = url.slice(modules + 13).split("/");
    return `pkg:${first.startsWith("@") ? `${first}/${second}` : first}`;
  }
  return url.replace(/^file:\/\/.*?\/(apps|packages)\//, "$1/");
}
const label = ({ callFrame: frame }) =>
  `${frame.functionName || "(anonymous)"} ${where(frame.url)}:${frame.lineNumber + 1}`;

const self = { file: new Map(), fn: new Map() };
const inclusive = new Map();
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
let total = 0;
let idle = 0;
let at = profile.startTime;
const times = profile.timeDeltas.map((delta) => (at += delta));
profile.samples.forEach((id, index) => {
  if (last > 0 && times[index] < profile.endTime - last) return;
  const ms = (profile.timeDeltas[index] ?? 0) / 1000;
  const node = nodes.get(id);
  const stack = [];
  for (let frame = id; frame !== undefined; frame = parent.get(frame)) stack.push(nodes.get(frame));
  if (filter && !stack.some((frame) => label(frame).includes(filter))) return;
  total += ms;
  if (node.callFrame.functionName === "(idle)") idle += ms;
  add(self.file, where(node.callFrame.url) || node.callFrame.functionName, ms);
  add(self.fn, label(node), ms);
  for (const key of new Set(stack.map(label))) add(inclusive, key, ms);
});

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
};
console.log(
  `${file}: ${total.toFixed(0)} ms sampled, ${idle.toFixed(0)} ms idle${filter ? ` (stacks with "${filter}")` : ""}`,
);
print("self time by file", self.file);
print("self time by function", self.fn);
print("inclusive time by function", inclusive);
