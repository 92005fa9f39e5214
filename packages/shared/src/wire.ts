import { z } from "zod";

/**
 * A moment on the wire: an ISO 8601 string in JSON, a `Date` on the server. As a response schema the
 * server encodes its `Date` into the string; the web reads the string (`z.input` of an answer schema is
 * what travels, `z.output` what the server holds).
 */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** An answer that only says what was done (`{ success: true, message }`): sign-out, password changes. */
export const messageAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageAnswer = z.input<typeof messageAnswerSchema>;

/** An option of a staff select list (`GET …/options`). */
export const optionSchema = z.object({ id: z.number().int(), label: z.string() });
export type Option = z.input<typeof optionSchema>;
