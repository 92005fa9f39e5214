import v8 from "node:v8";

/**
 * How far V8 lets the JavaScript heap grow past what its last full collection kept before it collects
 * again (`--heap-growing-percent`, decision 055). Left to itself V8 picks up to 4x for a small heap that
 * collects quickly: a year's export (35,000 sailings read in pages, each row a short-lived object that
 * outlives a scavenge or two and is promoted) then grew the server's ~65 MB of live heap to ~200 MB of
 * mostly garbage, 343-396 MB RSS. 50 (1.5x) collects that garbage early. It is no limit: the next
 * collection point is always live size x 1.5, however large the live heap, so it cannot run out of memory
 * where V8's default would not. 0 leaves V8's own choice. Set before the app builds its heap.
 */
export function applyHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
