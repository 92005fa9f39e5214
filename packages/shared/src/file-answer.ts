import { z } from "zod";

/** What a file answer carries: its bytes, its text, or a stream of them (anything that pipes). */
export type FileBody = Uint8Array | string | { pipe: (...args: never[]) => unknown };

/**
 * The body of a file answer. It is never checked nor serialised: the server sends bytes, text and streams
 * as they are. The OpenAPI document shows it as a binary string.
 */
export const fileBodySchema = z.custom<FileBody>().meta({ type: "string", format: "binary" });

/** `text/csv; charset=utf-8` -> `text/csv`: the media type, as the OpenAPI document and Fastify key it. */
const mediaTypeOf = (contentType: string) => contentType.split(";")[0]?.trim().toLowerCase() ?? contentType;

/**
 * The success answer of a route that answers a file (PDF, CSV, XLSX, an HTML preview, metrics text):
 * `response: { 200: fileAnswer({ contentTypes: ["application/pdf"] }) }`. Fastify sends the file as the
 * handler gives it (a body per content type is Fastify's `content` form, and bytes, text or streams are
 * never serialised); the OpenAPI document lists the content types, each a binary string.
 */
export function fileAnswer({
  contentTypes,
  description,
}: {
  contentTypes: readonly string[];
  description?: string;
}) {
  const mediaTypes = [...new Set(contentTypes.map(mediaTypeOf))];
  const content: Record<string, { schema: typeof fileBodySchema }> = Object.fromEntries(
    mediaTypes.map((mediaType) => [mediaType, { schema: fileBodySchema }]),
  );
  return { description: description ?? `A file: ${mediaTypes.join(", ")}`, content };
}
