// Gzipped JavaScript of the home page (also part of `npm run bench`). After `npm run build`:
//   node bench/bundle-size.mjs
import { homePageScripts } from "./lib/bundle.mjs";

const GOAL_KB = 170;
let total = 0;
for (const { file, gzipped } of homePageScripts()) {
  total += gzipped;
  console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JavaScript of the home page (goal: at most ${GOAL_KB} KB)`,
);
process.exitCode = total / 1024 <= GOAL_KB ? 0 : 1;
