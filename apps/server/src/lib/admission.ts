export type AdmissionLimits = {
  /** Requests doing database work at once. */
  working: number;
  /** Requests that may wait for a working slot; one more is refused at once. */
  queue: number;
  /** How long a request may wait before it is refused. */
  timeoutMs: number;
};

/** Why a request was not admitted: the queue was full, its wait ran out, or its caller went away. */
export type Refusal = "full" | "timeout" | "cancelled";

type Waiter = { admit: (release: () => void) => void; refuse: (why: Refusal) => void; timer: NodeJS.Timeout };

/**
 * A counting gate with a bounded FIFO queue: at most `working` holders at once, at most `queue` waiting,
 * each waiting at most `timeoutMs`. Callbacks, not promises, so that the common case (a free slot) costs
 * no allocation beyond the release function. Every admitted caller must call its release exactly once
 * (a second call does nothing).
 */
export class AdmissionGate {
  readonly limits: AdmissionLimits;
  #working = 0;
  // A Set keeps insertion order (FIFO) and removes a cancelled waiter in O(1).
  readonly #waiting = new Set<Waiter>();

  constructor(limits: AdmissionLimits) {
    this.limits = limits;
  }

  get working(): number {
    return this.#working;
  }

  get waiting(): number {
    return this.#waiting.size;
  }

  /**
   * Admits now (calls `admit` synchronously) or queues the caller; answers a function that gives up the
   * place in the queue (`refuse("cancelled")`), a no-op once admitted or refused.
   */
  enter(admit: (release: () => void) => void, refuse: (why: Refusal) => void): () => void {
    if (this.#working < this.limits.working && this.#waiting.size === 0) {
      this.#working++;
      admit(this.#releaser());
      return () => {};
    }
    if (this.#waiting.size >= this.limits.queue) {
      refuse("full");
      return () => {};
    }
    const waiter: Waiter = {
      admit,
      refuse,
      timer: setTimeout(() => this.#drop(waiter, "timeout"), this.limits.timeoutMs),
    };
    this.#waiting.add(waiter);
    return () => this.#drop(waiter, "cancelled");
  }

  #drop(waiter: Waiter, why: Refusal): void {
    if (!this.#waiting.delete(waiter)) return;
    clearTimeout(waiter.timer);
    waiter.refuse(why);
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#working--;
      this.#next();
    };
  }

  #next(): void {
    const waiter = this.#waiting.values().next().value;
    if (!waiter || this.#working >= this.limits.working) return;
    this.#waiting.delete(waiter);
    clearTimeout(waiter.timer);
    this.#working++;
    waiter.admit(this.#releaser());
  }
}
