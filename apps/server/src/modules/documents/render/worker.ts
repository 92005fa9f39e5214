import { parentPort } from "node:worker_threads";
import { type RenderJob, renderPdf } from "./render";
import { lowerThreadPriority } from "./thread-priority";

export type WorkerRequest = { id: number; job: RenderJob };
export type WorkerReply =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; message: string };

lowerThreadPriority();

/** A render worker: one job at a time, the PDF's bytes sent back without a copy (transferred). */
parentPort?.on("message", async ({ id, job }: WorkerRequest) => {
  try {
    const pdf = await renderPdf(job);
    // A small Buffer may share Node's allocation pool: transfer only a buffer of its own.
    const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    const bytes = own ? new Uint8Array(pdf.buffer, 0, pdf.byteLength) : new Uint8Array(pdf);
    parentPort?.postMessage({ id, ok: true, bytes } satisfies WorkerReply, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort?.postMessage({ id, ok: false, message } satisfies WorkerReply);
  }
});
