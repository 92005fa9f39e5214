// Collects the suite's figures and writes them as Markdown: one table of every figure with its ratio to
// the reference, goal and verdict, then the PGlite/PostgreSQL ratios of the routes measured on both.
import fs from "node:fs";

const number = (value, digits) =>
  Number.isFinite(value) ? value.toLocaleString("en-US", { maximumFractionDigits: digits }) : "—";

export class Results {
  rows = [];
  failures = [];

  constructor({ judged }) {
    /** In smoke mode numbers are not judged: the verdict column says so. */
    this.judged = judged;
  }

  /**
   * One figure. `value` in `unit`; `reference`: its ratio to the reference as text; `goal`: text;
   * `pass`: whether the goal is met (undefined when the figure has no goal); `database`: "PostgreSQL" or
   * "PGlite" for figures measured on both (they also appear in the ratio table).
   */
  add({ scenario, figure, database = "", value, unit, digits = 1, reference = "—", goal = "—", pass }) {
    this.rows.push({ scenario, figure, database, value, unit, digits, reference, goal, pass });
    const shown = `${number(value, digits)} ${unit}`;
    console.log(`  ${scenario} · ${figure}${database ? ` (${database})` : ""}: ${shown}`);
  }

  /** A correctness check (not a timing): failing it fails the run in every mode. */
  check(what, ok, detail) {
    console.log(`  check: ${what}: ${ok ? "ok" : `FAILED (${detail})`}`);
    if (!ok) this.failures.push(`${what}: ${detail}`);
  }

  verdict(pass) {
    if (pass === undefined) return "—";
    if (!this.judged) return "not judged (smoke)";
    return pass ? "pass" : "**MISSED**";
  }

  missed() {
    return this.judged ? this.rows.filter((row) => row.pass === false) : [];
  }

  markdown({ machine, mode, notes, seconds }) {
    const lines = [
      "# Benchmark results",
      "",
      `Written by \`npm run bench\`${mode === "smoke" ? " -- --smoke (numbers not judged)" : ""} on ${machine.date}, in ${seconds.toFixed(0)} s.`,
      "",
      `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB memory, Node ${machine.node}, ${machine.platform}; load average at the start ${machine.loadAverage.join(" / ")}.`,
      ...notes.map((note) => `\n${note}`),
      "",
      "| scenario | figure | database | measured | vs reference | goal | result |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...this.rows.map(
        (row) =>
          `| ${row.scenario} | ${row.figure} | ${row.database || "—"} | ${number(row.value, row.digits)} ${row.unit} | ${row.reference} | ${row.goal} | ${this.verdict(row.pass)} |`,
      ),
      "",
      "## PGlite / PostgreSQL",
      "",
      "| scenario | figure | PostgreSQL | PGlite | PGlite / PostgreSQL |",
      "| --- | --- | --- | --- | --- |",
      ...this.pairs().map(
        ({ pg, lite }) =>
          `| ${pg.scenario} | ${pg.figure} | ${number(pg.value, pg.digits)} ${pg.unit} | ${number(lite.value, lite.digits)} ${lite.unit} | ${number(lite.value / pg.value, 2)}× |`,
      ),
      "",
      "## Checks",
      "",
      ...(this.failures.length === 0
        ? ["Every correctness check passed."]
        : this.failures.map((failure) => `- **FAILED** ${failure}`)),
      "",
    ];
    return lines.join("\n");
  }

  pairs() {
    return this.rows
      .filter((row) => row.database === "PostgreSQL")
      .map((pg) => ({
        pg,
        lite: this.rows.find(
          (row) => row.database === "PGlite" && row.scenario === pg.scenario && row.figure === pg.figure,
        ),
      }))
      .filter((pair) => pair.lite);
  }

  /** Writes the suite's parts of `file` (its head and its own sections), keeping every other section. */
  write(file, context) {
    writeSections(file, this.markdown(context));
  }
}

/** A Markdown document cut at its `## ` headings: { head, sections: [{ title, text }] }. */
function sectionsOf(markdown) {
  const parts = markdown.split(/^(?=## )/m);
  const head = parts[0]?.startsWith("## ") ? "" : (parts.shift() ?? "");
  return {
    head,
    sections: parts.map((text) => ({ title: text.slice(3, text.indexOf("\n")).trim(), text })),
  };
}

/**
 * Replaces in `file` what `markdown` brings, section by section: the text before the first `## ` heading
 * when `markdown` has one, and each `## ` section of the same title where it stands (new ones at the end).
 * Sections other tools wrote ('Counter input per sale', 'History (a year of data)', ...) stay.
 */
export function writeSections(file, markdown) {
  const old = sectionsOf(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
  const update = sectionsOf(markdown);
  const ended = (text) => (text.endsWith("\n\n") || text === "" ? text : `${text.replace(/\n*$/, "")}\n\n`);
  const fresh = new Map(update.sections.map((section) => [section.title, section.text]));
  const kept = old.sections.map((section) => fresh.get(section.title) ?? section.text);
  const added = update.sections.filter((section) => !old.sections.some((o) => o.title === section.title));
  const head = update.head.trim() ? update.head : old.head;
  const parts = [head, ...kept, ...added.map((section) => section.text)].map(ended);
  fs.writeFileSync(file, `${parts.join("").replace(/\n+$/, "")}\n`);
}
