import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** One Chromium per test file; `open(path)` gives a fresh page (own context) at that path of the server. */
export function useBrowser() {
  let browser: Browser;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_FLAGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl: () => inject("baseUrl"),
    /** Console errors and CSP violations seen by pages opened so far. */
    errors,
    /**
     * `options.baseUrl`: another server than the run's; `options.prepare`: set up the context (routes)
     * before the first page loads.
     */
    async open(
      path: string,
      options: { baseUrl?: string; prepare?: (context: BrowserContext) => Promise<void> } = {},
    ): Promise<Page> {
      const context = await browser.newContext({ locale: "id-ID", timezoneId: "Asia/Jakarta" });
      await options.prepare?.(context);
      const page = await context.newPage();
      page.on("console", (message) => {
        // A 409 is an answer the app handles (the sign-in take-over of a session in use, a refusal it
        // shows); the browser still logs it. Script errors, CSP violations and other failures count.
        const text = message.text();
        if (message.type() === "error" && !text.includes("status of 409")) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`${options.baseUrl ?? inject("baseUrl")}${path}`);
      return page;
    },
  };
}
