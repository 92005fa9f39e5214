/** Loading Google's identity script (public specification section 9): 3 attempts of 10 s, 1 s apart, 0.5 s after load. */
export const GOOGLE_SCRIPT_URL = "https://accounts.google.com/gsi/client";
export const GOOGLE_SCRIPT_TIMING = { attempts: 3, timeoutMs: 10_000, retryDelayMs: 1000, settleMs: 500 };
export const GOOGLE_SCRIPT_ERRORS = {
  timeout: "Google script load timeout",
  failed: "Failed to load Google Sign-In script",
} as const;

export type GoogleIdentity = {
  initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  prompt(): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function loadOnce(timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    const fail = (message: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(message));
    };
    const timer = setTimeout(() => fail(GOOGLE_SCRIPT_ERRORS.timeout), timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(GOOGLE_SCRIPT_ERRORS.failed);
    document.head.appendChild(script);
  });
}

let pending: Promise<GoogleIdentity> | null = null;

/** Google's `accounts.id`, loading the script when needed; one load shared by every button. */
export function loadGoogleIdentity(timing = GOOGLE_SCRIPT_TIMING): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  pending ??= (async () => {
    let lastError: Error = new Error(GOOGLE_SCRIPT_ERRORS.failed);
    for (let attempt = 1; attempt <= timing.attempts; attempt += 1) {
      try {
        await loadOnce(timing.timeoutMs);
        await sleep(timing.settleMs);
        const identity = window.google?.accounts?.id;
        if (identity) return identity;
        lastError = new Error(GOOGLE_SCRIPT_ERRORS.failed);
      } catch (error) {
        lastError = error as Error;
      }
      if (attempt < timing.attempts) await sleep(timing.retryDelayMs);
    }
    throw lastError;
  })().finally(() => {
    // Loaded: later calls find `window.google`; failed: a later call starts over.
    pending = null;
  });
  return pending;
}
