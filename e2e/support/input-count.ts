import type { Page } from "playwright-core";

/** What a person did on the page: clicks, typed characters, and other keys (Tab, Enter, arrows, shortcuts). */
export type InputCount = { clicks: number; typed: number; keys: number };

declare global {
  interface Window {
    __input?: InputCount;
  }
}

/**
 * Counts the real (trusted) clicks and key presses of every page of the context from now on: a key with
 * one character and neither Ctrl, Alt nor Meta is typed text, any other key (Tab, Enter, Alt+1, ...) an action.
 */
export async function countInput(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    window.__input = { clicks: 0, typed: 0, keys: 0 };
    const count = (field: keyof InputCount) => (event: Event) => {
      if (event.isTrusted && window.__input) window.__input[field] += 1;
    };
    window.addEventListener("click", count("clicks"), true);
    window.addEventListener(
      "keydown",
      (event) => {
        if (!event.isTrusted || !window.__input || ["Control", "Alt", "Shift", "Meta"].includes(event.key))
          return;
        const text = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
        window.__input[text ? "typed" : "keys"] += 1;
      },
      true,
    );
  });
}

/** The counts since the last `resetInput` (or the page load), then starts again from zero. */
export async function takeInput(page: Page): Promise<InputCount> {
  return page.evaluate(() => {
    const taken = { ...(window.__input ?? { clicks: 0, typed: 0, keys: 0 }) };
    window.__input = { clicks: 0, typed: 0, keys: 0 };
    return taken;
  });
}
