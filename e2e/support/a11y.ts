import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** The WCAG 2.1 A and AA rules axe-core checks. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

export type Violation = { id: string; impact: string; help: string; nodes: string[] };
export type PageAudit = { name: string; path: string; violations: Violation[]; unlabelled: string[] };
export type ModalCheck = { name: string; focusInside: boolean; trapped: boolean; escapeCloses: boolean };

/** Form fields (visible inputs, selects, text areas) without an accessible name from a label or ARIA. */
async function unlabelledFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>("input, select, textarea")]
      .filter((field) => field.type !== "hidden" && field.getClientRects().length > 0)
      .filter(
        (field) =>
          !(
            (field.labels && field.labels.length > 0) ||
            field.getAttribute("aria-label")?.trim() ||
            field.getAttribute("aria-labelledby") ||
            field.getAttribute("title")?.trim()
          ),
      )
      .map((field) => field.outerHTML.slice(0, 160)),
  );
}

/** Runs axe-core on the page as it is now (or only inside `selector`). */
export async function audit(page: Page, name: string, selector?: string): Promise<PageAudit> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (selector) builder = builder.include(selector);
  const result = await builder.analyze();
  return {
    name,
    path: new URL(page.url()).pathname + new URL(page.url()).search,
    violations: result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "unknown",
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 10),
    })),
    unlabelled: await unlabelledFields(page),
  };
}

/** The violations a page must not have: serious and critical ones. */
export const blocking = (result: PageAudit) =>
  result.violations.filter((violation) => BLOCKING.has(violation.impact));

/**
 * Checks the open modal `dialog` (a CSS selector of the dialog element): focus is inside it, 15 Tabs
 * and 15 Shift+Tabs never leave it, and (when `closesOnEscape`) Escape closes it.
 */
export async function checkModal(page: Page, name: string, closesOnEscape = true): Promise<ModalCheck> {
  const inside = () =>
    page.evaluate(() => {
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      const top = dialogs[dialogs.length - 1];
      return Boolean(top?.contains(document.activeElement));
    });
  const focusInside = await inside();
  let trapped = true;
  for (const key of [...Array(15).fill("Tab"), ...Array(15).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    if (!(await inside())) trapped = false;
  }
  let escapeCloses = false;
  if (closesOnEscape) {
    const before = await page.locator('[role="dialog"][aria-modal="true"]').count();
    await page.keyboard.press("Escape");
    await page.waitForTimeout(200);
    escapeCloses = (await page.locator('[role="dialog"][aria-modal="true"]').count()) < before;
  }
  return { name, focusInside, trapped, escapeCloses };
}

const resultsDir = fileURLToPath(new URL("../.results", import.meta.url));

/** Writes the run's figures to e2e/.results/a11y.json for `npm run quality:report`. */
export function writeA11yResults(pages: PageAudit[], modals: ModalCheck[]): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, "a11y.json");
  fs.writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), pages, modals }, null, 2)}\n`);
}
