import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdmissionGate, type Refusal } from "./admission";

/** A caller of the gate that records what happened to it. */
function caller(gate: AdmissionGate) {
  const state: { release?: () => void; refused?: Refusal } = {};
  const leave = gate.enter(
    (release) => {
      state.release = release;
    },
    (why) => {
      state.refused = why;
    },
  );
  return { state, leave };
}

describe("the admission gate", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("admits up to `working` at once, queues the next in order, refuses beyond the queue", () => {
    const gate = new AdmissionGate({ working: 2, queue: 2, timeoutMs: 1000 });
    const [a, b, c, d, e] = Array.from({ length: 5 }, () => caller(gate));
    expect([a, b].map((x) => x?.state.release !== undefined)).toEqual([true, true]);
    expect([c, d].map((x) => x?.state.release ?? x?.state.refused)).toEqual([undefined, undefined]);
    expect(e?.state.refused).toBe("full");
    expect({ working: gate.working, waiting: gate.waiting }).toEqual({ working: 2, waiting: 2 });

    b?.state.release?.();
    b?.state.release?.(); // a second release gives back nothing more
    expect(c?.state.release).toBeDefined();
    expect(d?.state.release).toBeUndefined();
    expect({ working: gate.working, waiting: gate.waiting }).toEqual({ working: 2, waiting: 1 });

    a?.state.release?.();
    c?.state.release?.();
    d?.state.release?.();
    expect({ working: gate.working, waiting: gate.waiting }).toEqual({ working: 0, waiting: 0 });
  });

  it("refuses a caller that waited longer than the timeout, and one that gave up its place", () => {
    const gate = new AdmissionGate({ working: 1, queue: 5, timeoutMs: 1000 });
    const holder = caller(gate);
    const patient = caller(gate);
    const leaving = caller(gate);
    leaving.leave();
    expect(leaving.state.refused).toBe("cancelled");
    vi.advanceTimersByTime(999);
    expect(patient.state.refused).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(patient.state.refused).toBe("timeout");
    expect(gate.waiting).toBe(0);

    // Neither takes a slot: the next caller gets the one the holder gives back.
    const next = caller(gate);
    holder.state.release?.();
    expect(next.state.release).toBeDefined();
    expect(gate.working).toBe(1);
    next.leave(); // admitted already: leaving the queue does nothing
    expect(next.state.refused).toBeUndefined();
  });
});
