import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { readWorkbook } from "../test/xlsx";
import { DATE_FORMAT, DATETIME_FORMAT, sheetNamer, wallClock, type XlsxCell, xlsxStream } from "./xlsx";

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("xlsx writer (ExcelJS streaming)", () => {
  it("names sheets as Excel allows: no []:*?/\\, at most 31 characters, unique", () => {
    const name = sheetNamer();
    expect(
      ["Rekap: Jan/Feb", "Rekap: Jan/Feb", "", "Laporan penjualan per hari, rute dan kanal"].map(name),
    ).toEqual(["Rekap  Jan Feb", "Rekap  Jan Feb (2)", "Sheet", "Laporan penjualan per hari, rut"]);
  });

  it("writes days as dates, instants in the port's wall-clock time, texts without control characters and never formulas", async () => {
    const departed = wallClock("2026-11-26T01:30:00.000Z", "Asia/Makassar");
    async function* rows(): AsyncGenerator<XlsxCell[][]> {
      yield [["23/11/2026", "Budi & <Sari>\u0001", departed]];
      yield [["2026-11-24", "=HYPERLINK(1)", "Rp 5"]];
    }
    const book = await readWorkbook(
      await bytesOf(
        xlsxStream([
          {
            name: "Hari",
            columns: [{ label: "Tanggal", kind: "date" }, { label: "Nama" }, { label: "Nilai" }],
            rows: rows(),
          },
        ]),
      ),
    );
    const sheet = book.getWorksheet("Hari");
    expect(sheet?.getCell("A2").value).toEqual(new Date(Date.UTC(2026, 10, 23)));
    expect(sheet?.getCell("A2").numFmt).toBe(DATE_FORMAT);
    expect(sheet?.getCell("A3").value).toEqual(new Date(Date.UTC(2026, 10, 24)));
    expect(sheet?.getCell("B2").value).toBe("Budi & <Sari>");
    // A text that looks like a formula stays a text: the spreadsheet never runs it.
    expect(sheet?.getCell("B3").value).toBe("=HYPERLINK(1)");
    expect(sheet?.getCell("B3").formula).toBeUndefined();
    // 01.30 UTC is 09.30 WITA: Excel shows the port's clock.
    expect(sheet?.getCell("C2").value).toEqual(new Date(Date.UTC(2026, 10, 26, 9, 30)));
    expect(sheet?.getCell("C2").numFmt).toBe(DATETIME_FORMAT);
    expect(sheet?.getCell("C3").value).toBe("Rp 5");
  });

  it("reads the next batch only as the reader takes the file: a year's rows are never held at once", async () => {
    let pulled = 0;
    const BATCHES = 120;
    async function* rows(): AsyncGenerator<XlsxCell[][]> {
      for (let batch = 0; batch < BATCHES; batch += 1) {
        pulled += 1;
        yield Array.from({ length: 500 }, (_, index) => [
          batch * 500 + index,
          `Penumpang ${batch}-${index}`,
          11_400,
        ]);
      }
    }
    const stream = xlsxStream([
      {
        name: "Manifest",
        columns: [{ label: "No", kind: "number" }, { label: "Nama" }, { label: "Harga", kind: "money" }],
        rows: rows(),
      },
    ]);
    await sleep(300);
    // Nobody reads yet: the writer stops after the first batches fill the buffers.
    expect(pulled).toBeLessThan(20);
    const book = await readWorkbook(await bytesOf(stream));
    expect(pulled).toBe(BATCHES);
    expect(book.getWorksheet("Manifest")?.rowCount).toBe(BATCHES * 500 + 1);
  });
});
