import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { EMBEDDED_FONTS, inspectPdf } from "../documents/index";
import { exportStream } from "./export";

describe("report PDF export", () => {
  it("is set in the embedded font, so a class with ≥ prints as written", async () => {
    const columns = [
      { key: "kelas", label: "Kelas", kind: "text" as const },
      { key: "jumlah", label: "Jumlah", kind: "number" as const },
    ];
    const stream = exportStream("pdf", "Rekap Kendaraan – November 2026", [
      {
        title: "Per golongan",
        columns: () => columns,
        batches: Readable.from([[{ kelas: "Golongan III ≥ 500 cc", jumlah: 12 }]]),
        totals: () => ({ jumlah: 12 }),
      },
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = await inspectPdf(Buffer.concat(chunks));
    expect(pdf.fonts).toEqual(EMBEDDED_FONTS);
    expect(pdf.pages[0]?.text).toContain("Rekap Kendaraan – November 2026");
    expect(pdf.pages[0]?.text).toContain("Golongan III ≥ 500 cc");
  });
});
