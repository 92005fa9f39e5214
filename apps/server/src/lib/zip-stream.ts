import { once } from "node:events";
import { crc32, createDeflateRaw } from "node:zlib";

/** One file of an archive: its path inside the archive and its content, whole or as it is produced. */
export type ZipEntry = { name: string; content: string | Buffer | AsyncIterable<string | Buffer> };

const FLAGS = 0x0808; // sizes in a descriptor after the data (bit 3); UTF-8 names (bit 11)
const DEFLATE = 8;
const VERSION = 20;

/** The time and date fields of MS-DOS that ZIP headers hold. */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // checksum and sizes (14..25) stay zero: the data descriptor carries them
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

type Written = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

function descriptor({ crc, compressed, size }: Written): Buffer {
  const record = Buffer.alloc(16);
  record.writeUInt32LE(0x08074b50, 0);
  record.writeUInt32LE(crc, 4);
  record.writeUInt32LE(compressed, 8);
  record.writeUInt32LE(size, 12);
  return record;
}

function centralHeader(entry: Written, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(stamp.time, 12);
  header.writeUInt16LE(stamp.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfDirectory(count: number, size: number, offset: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(0x06054b50, 0);
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(offset, 16);
  return record;
}

/** The content deflated by Node's zlib (in its thread pool), reporting each raw piece to `onRaw`. */
async function* deflated(content: ZipEntry["content"], onRaw: (raw: Buffer) => void): AsyncGenerator<Buffer> {
  const deflate = createDeflateRaw({ level: 6 });
  const parts = typeof content === "string" || Buffer.isBuffer(content) ? [content] : content;
  const feeding = (async () => {
    for await (const part of parts) {
      const raw = typeof part === "string" ? Buffer.from(part, "utf8") : part;
      onRaw(raw);
      if (!deflate.write(raw)) await once(deflate, "drain");
    }
    deflate.end();
  })().catch((error: unknown) => deflate.destroy(error as Error));
  for await (const chunk of deflate) yield chunk as Buffer;
  await feeding;
}

/**
 * A ZIP archive written as it goes: each entry deflated while its content is produced, its checksum
 * and sizes in a data descriptor after it, the central directory at the end; nothing held whole. Enough
 * for an XLSX workbook: no ZIP64 (under 4 GB and 65,535 entries), UTF-8 names.
 */
export async function* zipStream(
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  at = new Date(),
): AsyncGenerator<Buffer> {
  const stamp = dosTime(at);
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const header = localHeader(name, stamp);
    yield header;
    const item: Written = { name, crc: 0, compressed: 0, size: 0, offset };
    for await (const chunk of deflated(entry.content, (raw) => {
      item.crc = crc32(raw, item.crc);
      item.size += raw.length;
    })) {
      item.compressed += chunk.length;
      yield chunk;
    }
    const tail = descriptor(item);
    yield tail;
    written.push(item);
    offset += header.length + item.compressed + tail.length;
  }
  const directory = Buffer.concat(written.map((item) => centralHeader(item, stamp)));
  yield directory;
  yield endOfDirectory(written.length, directory.length, offset);
}
