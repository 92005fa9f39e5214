import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { entryFile } from "../../../runtime-files";
import type { RenderJob } from "./render";
import type { WorkerReply } from "./worker";

type Task = {
  id: number;
  job: RenderJob;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
};

type Slot = { worker: Worker; task: Task | null; timer: NodeJS.Timeout | null };

const BOOTSTRAP = entryFile("render-worker");

/** One worker per core left over after the request loop's, at least one, at most four. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/**
 * Worker threads that render PDFs off the request loop. Workers start on first use and then stay (an idle
 * worker never keeps the process alive); jobs queue when all are busy. A job that fails, or a worker that dies or
 * hangs past `timeoutMs`, rejects that job only; the pool starts a fresh worker for the next.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  /** Jobs rendered by workers since start (for the service status and the tests). */
  rendered = 0;

  constructor(
    readonly size = defaultPoolSize(),
    private readonly timeoutMs = 30_000,
  ) {}

  run(job: RenderJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error("Render pool is closed"));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.pump();
    });
  }

  /**
   * Readies every worker ahead of the first print: starts it (it loads the renderers, about a second) and
   * has it render `sample` once (fonts loaded, code compiled). Resolves when all have; a failure is only
   * logged by the caller: the pool works as before, each worker then starting on first use.
   */
  async warm(sample: RenderJob): Promise<void> {
    while (!this.closed && this.slots.length < this.size) this.spawn();
    await Promise.all(this.slots.map(() => this.run(sample)));
  }

  get workers(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error("Render pool is closed"));
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((slot) => this.retire(slot, new Error("Render pool is closed"))));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.task === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift() as Task;
      slot.task = task;
      slot.worker.ref(); // a job under way keeps the process alive until it is answered
      slot.timer = setTimeout(() => this.fail(slot, new Error("Render timed out")), this.timeoutMs);
      slot.worker.postMessage({ id: task.id, job: task.job });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(BOOTSTRAP);
    worker.unref();
    const slot: Slot = { worker, task: null, timer: null };
    worker.on("message", (reply: WorkerReply) => {
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      this.release(slot);
      this.rendered += 1;
      if (reply.ok) task.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.length));
      else task.reject(new Error(reply.message));
      this.pump();
    });
    worker.on("error", (error) => this.fail(slot, error));
    worker.on("exit", (code) => {
      if (this.slots.includes(slot)) this.fail(slot, new Error(`Render worker stopped (${code})`));
    });
    this.slots.push(slot);
    return slot;
  }

  private release(slot: Slot): void {
    slot.worker.unref();
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
  }

  /** Rejects the slot's job, drops the worker, and lets the queue go on with a fresh one. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    void this.retire(slot, error);
    if (!this.closed) this.pump();
  }

  private async retire(slot: Slot, error: Error): Promise<void> {
    const task = slot.task;
    this.release(slot);
    task?.reject(error);
    await slot.worker.terminate();
  }
}
