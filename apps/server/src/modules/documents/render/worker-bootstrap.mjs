// Entry of a render worker thread. The renderers are TypeScript: register tsx in this thread (loader
// hooks are per thread, so the main thread's registration does not reach here), then load the worker.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
