import { afterEach, vi } from "vitest";

/**
 * Every unit and API test runs on a fixed clock, so `npm test` gives the same answer on any day.
 *
 * The clock starts at `TEST_CLOCK` (an ISO instant; CI runs the date-sensitive tests on several awkward
 * ones, see .ci/run) or at DEFAULT_CLOCK, and then moves at the real pace: only `Date` is faked, timers stay
 * real, so waits, timeouts and the database driver behave as in production. In-memory PGlite reads its
 * time through `Date` too, so `now()` and column defaults agree with the code. On a PostgreSQL server
 * (TEST_DATABASE_URL) the database has its own clock: there the real date is used unless TEST_CLOCK is set.
 *
 * A test may take the clock for itself (`vi.useFakeTimers()`, `vi.setSystemTime()`); after it gives the
 * clock back (`vi.useRealTimers()`), the fixed clock resumes where it would have been.
 */
export const DEFAULT_CLOCK = "2026-06-16T01:00:00.000Z"; // a Tuesday, 08.00 WIB

const start = process.env.TEST_CLOCK || (process.env.TEST_DATABASE_URL ? undefined : DEFAULT_CLOCK);

if (start !== undefined) {
  const startMs = Date.parse(start);
  if (Number.isNaN(startMs)) throw new Error(`TEST_CLOCK is not an ISO instant: ${start}`);
  vi.useRealTimers(); // a worker that runs several files may still hold the previous file's clock
  const offsetMs = startMs - Date.now();
  const fix = () => {
    vi.useRealTimers();
    vi.useFakeTimers({ now: Date.now() + offsetMs, toFake: ["Date"], shouldAdvanceTime: true });
  };
  fix();
  afterEach(() => {
    if (!vi.isFakeTimers()) fix();
  });
}
