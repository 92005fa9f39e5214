import { inflateSync } from "node:zlib";
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFPage,
  PDFRawStream,
  type PDFStream,
} from "pdf-lib";

/**
 * Test support only (dev dependencies): the text of a page as pdfkit wrote it, one run per line it drew
 * (a `BT … ET` block), with the box the run covers, from the fonts' own widths and ascent/descent. Texts
 * are read through each font's ToUnicode map; a no-break space reads as a space.
 */
export type TextRun = {
  text: string;
  /** Top-left corner and size in points, from the top-left of the page (as pdfkit lays out). */
  x: number;
  y: number;
  width: number;
  height: number;
  size: number;
  font: string;
};

type FontInfo = {
  name: string;
  unicode: Map<number, string>;
  widths: Map<number, number>;
  ascent: number;
  descent: number;
};
type Matrix = [number, number, number, number, number, number];

function streamBytes(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.get(PDFName.of("Filter"));
  return filter === PDFName.of("FlateDecode") ? inflateSync(stream.contents) : stream.contents;
}

const hexCodes = (hex: string) =>
  (hex.replace(/\s/g, "").match(/.{4}/g) ?? []).map((code) => Number.parseInt(code, 16));
const utf16 = (hex: string) => String.fromCharCode(...hexCodes(hex));

/** pdfkit's ToUnicode CMap: `bfrange` lines of `<first> <last> [<unicode> …]` (and plain ranges). */
function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, first, last, list, start] of cmap.matchAll(
    /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g,
  )) {
    const from = Number.parseInt(first ?? "0", 16);
    const to = Number.parseInt(last ?? "0", 16);
    const targets = list
      ? [...list.matchAll(/<([0-9a-fA-F ]*)>/g)].map((match) => utf16(match[1] ?? ""))
      : [];
    for (let code = from; code <= to; code++) {
      const offset = code - from;
      map.set(
        code,
        list ? (targets[offset] ?? "") : String.fromCharCode(Number.parseInt(start ?? "0", 16) + offset),
      );
    }
  }
  return map;
}

function fontInfo(doc: PDFDocument, font: PDFDict): FontInfo {
  const name = font.lookup(PDFName.of("BaseFont"), PDFName).decodeText();
  const toUnicode = font.lookup(PDFName.of("ToUnicode"));
  const descendant = font.lookupMaybe(PDFName.of("DescendantFonts"), PDFArray)?.lookup(0, PDFDict);
  if (!(toUnicode instanceof PDFRawStream) || !descendant)
    throw new Error(`${name}: not an embedded font with a ToUnicode map (a standard font?)`);
  const widths = new Map<number, number>();
  const w = descendant.lookup(PDFName.of("W"), PDFArray).asArray();
  for (let index = 0; index + 1 < w.length; index += 2) {
    const first = (doc.context.lookup(w[index]) as PDFNumber).asNumber();
    const list = doc.context.lookup(w[index + 1], PDFArray).asArray();
    for (const [offset, value] of list.entries()) widths.set(first + offset, (value as PDFNumber).asNumber());
  }
  const descriptor = descendant.lookup(PDFName.of("FontDescriptor"), PDFDict);
  const metric = (key: string) => descriptor.lookup(PDFName.of(key), PDFNumber).asNumber();
  const unicode = unicodeMap(Buffer.from(streamBytes(toUnicode)).toString("latin1"));
  return { name, unicode, widths, ascent: metric("Ascent"), descent: metric("Descent") };
}

/** Every font of the page's resources by its resource name (`F1` …). */
function pageFonts(doc: PDFDocument, page: PDFPage): Map<string, FontInfo> {
  const fonts = new Map<string, FontInfo>();
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
  for (const [key, ref] of dict?.entries() ?? [])
    fonts.set(key.decodeText(), fontInfo(doc, doc.context.lookup(ref, PDFDict)));
  return fonts;
}

function contentStreams(contents: PDFStream | PDFArray | undefined, doc: PDFDocument): PDFRawStream[] {
  if (contents instanceof PDFRawStream) return [contents];
  if (contents instanceof PDFArray) {
    return contents
      .asArray()
      .map((ref) => doc.context.lookup(ref))
      .filter((item): item is PDFRawStream => item instanceof PDFRawStream);
  }
  return [];
}

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

const TOKEN = /\[|\]|<[0-9a-fA-F\s]*>|\/[^\s/[\]<>()]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

type Operand = string | number | (string | number)[];
type Block = { text: string; left: number; right: number; baseline: number; font: FontInfo; size: number };

/** The operators of a content stream with their operands (numbers, names, hex strings, arrays). */
function* operations(content: string): Generator<[string, Operand[]]> {
  let operands: Operand[] = [];
  let array: (string | number)[] | null = null;
  for (const [token] of content.matchAll(TOKEN)) {
    if (token === "[") array = [];
    else if (token === "]") {
      operands.push(array ?? []);
      array = null;
    } else if (/^[-+.\d]/.test(token)) (array ?? operands).push(Number(token));
    else if (token.startsWith("<") || token.startsWith("/")) (array ?? operands).push(token);
    else {
      yield [token, operands];
      operands = [];
    }
  }
}

/** The graphics state (`q`, `Q`, `cm`) and text state (`Tm`, `Tf`) while a page is read, and its runs. */
class PageReader {
  readonly runs: TextRun[] = [];
  private stack: Matrix[] = [];
  private ctm: Matrix = IDENTITY;
  private font: FontInfo | undefined;
  private size = 0;
  private cursor = 0; // text-space x of the next glyph
  private lineY = 0;
  private block: Block | null = null;

  constructor(
    private readonly fonts: Map<string, FontInfo>,
    private readonly pageHeight: number,
  ) {}

  operator(name: string, operands: Operand[]): void {
    const numbers = operands.filter((operand): operand is number => typeof operand === "number");
    if (name === "q") this.stack.push(this.ctm);
    else if (name === "Q") this.ctm = this.stack.pop() ?? IDENTITY;
    else if (name === "cm") this.ctm = multiply(numbers as Matrix, this.ctm);
    else if (name === "Tm") {
      this.cursor = numbers[4] ?? 0;
      this.lineY = numbers[5] ?? 0;
    } else if (name === "Tf") {
      this.font = this.fonts.get(String(operands[0]).slice(1));
      this.size = numbers[0] ?? 0;
    } else if (name === "TJ") this.show((operands[0] as (string | number)[]) ?? []);
    else if (name === "Tj") this.show([String(operands[0])]);
    else if (name === "ET") this.endBlock();
  }

  private show(items: (string | number)[]): void {
    const { font, size, ctm } = this;
    if (!font) throw new Error("text shown before a font was set");
    for (const item of items) {
      if (typeof item === "number") {
        this.cursor -= (item / 1000) * size;
        continue;
      }
      for (const code of hexCodes(item.slice(1, -1))) {
        const [, , , , x, y] = multiply([1, 0, 0, 1, this.cursor, this.lineY], ctm);
        const advance = ((font.widths.get(code) ?? 0) / 1000) * size;
        this.block ??= { text: "", left: x, right: x, baseline: y, font, size: size * Math.abs(ctm[3]) };
        this.block.text += font.unicode.get(code) ?? "\ufffd";
        this.block.left = Math.min(this.block.left, x);
        this.block.right = Math.max(this.block.right, x + advance * Math.abs(ctm[0]));
        this.cursor += advance;
      }
    }
  }

  private endBlock(): void {
    const { block } = this;
    if (!block) return;
    const { ascent, descent, name } = block.font;
    this.runs.push({
      text: block.text.replace(/\u00a0/g, " "),
      x: block.left,
      y: this.pageHeight - (block.baseline + (ascent / 1000) * block.size),
      width: block.right - block.left,
      height: ((ascent - descent) / 1000) * block.size,
      size: block.size,
      font: name,
    });
    this.block = null;
  }
}

/** The text runs of one page, in the order they were drawn. */
export function pageRuns(doc: PDFDocument, page: PDFPage): TextRun[] {
  const reader = new PageReader(pageFonts(doc, page), page.getHeight());
  const content = contentStreams(page.node.Contents(), doc)
    .map((stream) => Buffer.from(streamBytes(stream)).toString("latin1"))
    .join("\n");
  for (const [name, operands] of operations(content)) reader.operator(name, operands);
  return reader.runs;
}
