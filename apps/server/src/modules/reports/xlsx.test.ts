import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sheetNames, xlsxStream } from "./xlsx";

async function* rows(...batches: { cells: unknown[]; bold?: boolean }[][]) {
  yield* batches;
}

describe("XLSX workbook", () => {
  it("names sheets as Excel allows: no []:*?/\\, at most 31 characters, unique", () => {
    expect(
      sheetNames(["Rekap: Jan/Feb", "Rekap: Jan/Feb", "", "Laporan penjualan per hari, rute dan kanal"]),
    ).toEqual(["Rekap  Jan Feb", "Rekap  Jan Feb (2)", "Sheet", "Laporan penjualan per hari, rut"]);
  });

  it("writes numbers as numbers, texts escaped without control characters, header and totals bold", async () => {
    const chunks: Buffer[] = [];
    const sheet = rows(
      [{ cells: ["Nama", "Jumlah"], bold: true }],
      [{ cells: ["Budi & <Sari>\u0001", 11400] }, { cells: [null, 3.5] }],
    );
    for await (const chunk of xlsxStream([{ name: "Rekap", rows: sheet }])) chunks.push(chunk);
    const book = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(book)).toContain("[Content_Types].xml");
    const xml = Buffer.from(book["xl/worksheets/sheet1.xml"] as Uint8Array).toString("utf8");
    expect(xml).toContain('<c t="inlineStr" s="1"><is><t xml:space="preserve">Nama</t></is></c>');
    expect(xml).toContain('<t xml:space="preserve">Budi &amp; &lt;Sari&gt;</t>');
    expect(xml).toContain("<c><v>11400</v></c>");
    expect(xml).toContain("<row><c/><c><v>3.5</v></c></row>");
  });
});
