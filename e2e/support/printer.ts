import type { Page } from "playwright-core";

/**
 * Stands in for the printer: headless Chromium crashes on print() of a PDF in a frame, so a frame's
 * print() only counts the request (`printRequests`). Everything before it (the PDF fetched with the
 * bearer, shown in the counter's hidden frame under the page's CSP) is real.
 */
export async function stubPrinter(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const scope = window as unknown as { __printed: number };
    scope.__printed = 0;
    const original = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, "contentWindow");
    Object.defineProperty(HTMLIFrameElement.prototype, "contentWindow", {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const inner = original?.get?.call(this) as Window | null;
        if (!inner) return inner;
        return new Proxy(inner, {
          get: (target, key) =>
            key === "print"
              ? () => {
                  scope.__printed += 1;
                }
              : Reflect.get(target, key),
        });
      },
    });
  });
}

/** How many print dialogs the page asked for. */
export const printRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { __printed?: number }).__printed ?? 0);
