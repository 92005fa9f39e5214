import { type ZipEntry, zipStream } from "../../lib/zip-stream";

/** One worksheet: its name and its rows (the first row bold: the header; `bold` marks others). */
export type Worksheet = { name: string; rows: AsyncIterable<XlsxRow[]> };
export type XlsxRow = { cells: unknown[]; bold?: boolean };

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// XML 1.0 forbids most control characters; a stray one in a name would make Excel refuse the file.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (value: string) =>
  value
    .replace(INVALID_XML, "")
    .replace(/[<>&"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[char] ?? char);

function cell(value: unknown, bold: boolean): string {
  const style = bold ? ' s="1"' : "";
  if (value === null || value === undefined || value === "") return `<c${style}/>`;
  if (typeof value === "number" && Number.isFinite(value)) return `<c${style}><v>${value}</v></c>`;
  return `<c t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
}

async function* sheetXml(rows: AsyncIterable<XlsxRow[]>): AsyncGenerator<string> {
  yield `${HEAD}<worksheet xmlns="${MAIN}"><sheetData>`;
  for await (const batch of rows)
    yield batch
      .map((row) => `<row>${row.cells.map((value) => cell(value, row.bold ?? false)).join("")}</row>`)
      .join("");
  yield "</sheetData></worksheet>";
}

/** Excel's rules for sheet names: at most 31 characters, none of []:*?/\, each unique in the book. */
export function sheetNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((wanted) => {
    const base =
      wanted
        .replace(/[[\]:*?/\\]/g, " ")
        .trim()
        .slice(0, 31) || "Sheet";
    let name = base;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) {
      const suffix = ` (${copy})`;
      name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

function packageParts(names: string[]): ZipEntry[] {
  const sheets = names.map((_, index) => index + 1);
  return [
    {
      name: "[Content_Types].xml",
      content: `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join("")}</Types>`,
    },
    {
      name: "_rels/.rels",
      content: `${HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: "xl/workbook.xml",
      content: `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${names.map((name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join("")}</sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      content: `${HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${sheets.map((n) => `<Relationship Id="rId${n}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join("")}<Relationship Id="rId${names.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
    },
    {
      name: "xl/styles.xml",
      content: `${HEAD}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
    },
  ];
}

/**
 * An Office Open XML workbook (.xlsx) as a stream: the package parts, then each worksheet written
 * row batch by row batch as its rows are read (inline strings, numbers as numbers, bold header and
 * totals), the whole zipped as it goes (`lib/zip-stream`).
 */
export function xlsxStream(worksheets: Worksheet[]): AsyncGenerator<Buffer> {
  const names = sheetNames(worksheets.map((sheet) => sheet.name));
  return zipStream([
    ...packageParts(names),
    ...worksheets.map((sheet, index) => ({
      name: `xl/worksheets/sheet${index + 1}.xml`,
      content: sheetXml(sheet.rows),
    })),
  ]);
}
