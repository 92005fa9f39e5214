import { crc32 } from "node:zlib";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipStream } from "./zip-stream";

async function archive(...args: Parameters<typeof zipStream>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(...args)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Name -> checksum and sizes as the central directory records them (read by hand, as a reader does). */
function centralDirectory(zip: Buffer): Map<string, { crc: number; compressed: number; size: number }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, { crc: number; compressed: number; size: number }>();
  for (let index = 0; index < count; index += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    entries.set(name, {
      crc: zip.readUInt32LE(at + 16),
      compressed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

describe("ZIP stream", () => {
  it("writes entries whole or as produced, with the checksums and sizes a reader checks", async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => `<row>Penumpang ${index} — Ketapang</row>\n`);
    async function* produced() {
      for (let index = 0; index < rows.length; index += 250) yield rows.slice(index, index + 250).join("");
    }
    const zip = await archive([
      { name: "[Content_Types].xml", content: "<Types/>" },
      { name: "xl/worksheets/sheet1.xml", content: produced() },
      { name: "gambar/logo.bin", content: Buffer.from([0, 1, 2, 250, 255]) },
      { name: "kosong.txt", content: "" },
    ]);
    const files = unzipSync(new Uint8Array(zip));
    const expected: Record<string, Buffer> = {
      "[Content_Types].xml": Buffer.from("<Types/>"),
      "xl/worksheets/sheet1.xml": Buffer.from(rows.join("")),
      "gambar/logo.bin": Buffer.from([0, 1, 2, 250, 255]),
      "kosong.txt": Buffer.alloc(0),
    };
    expect(Object.keys(files)).toEqual(Object.keys(expected));
    const directory = centralDirectory(zip);
    for (const [name, content] of Object.entries(expected)) {
      expect(Buffer.from(files[name] as Uint8Array).equals(content), name).toBe(true);
      expect(directory.get(name)).toMatchObject({ crc: crc32(content), size: content.length });
    }
    const sheet = directory.get("xl/worksheets/sheet1.xml");
    expect(sheet?.compressed).toBeLessThan((sheet?.size ?? 0) / 5);
  });

  it("fails the archive when an entry's content fails", async () => {
    async function* broken() {
      yield "<awal>";
      throw new Error("basis data terputus");
    }
    await expect(archive([{ name: "a.xml", content: broken() }])).rejects.toThrow("basis data terputus");
  });
});
