import { z } from "zod";
import type { TextProvider } from "./text-provider";

/** Fonnte's answer to `POST /send`: accepted with the ids of the queued messages, or a reason. */
const answer = z.union([
  z.object({ status: z.literal(true), id: z.array(z.union([z.string(), z.number()])).min(1) }),
  z.object({ status: z.literal(false), reason: z.string().default("tanpa alasan") }),
]);

const TIMEOUT_MS = 30_000;

/**
 * Fonnte (api.fonnte.com), a WhatsApp gateway widely used in Indonesia: `POST /send` with the device
 * token in `Authorization` and the form fields `target`, `message` and `countryCode` (62: a number
 * written 08… becomes 628…). Its answer's first `id` is recorded as the provider message id.
 */
export function fonnteProvider(settings: { url: string; token: string }): TextProvider {
  return {
    name: "fonnte",
    async send(target, message) {
      const form = new FormData();
      form.set("target", target);
      form.set("message", message);
      form.set("countryCode", "62");
      const response = await fetch(settings.url, {
        method: "POST",
        headers: { authorization: settings.token },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Fonnte: HTTP ${response.status}`);
      const parsed = answer.safeParse(await response.json());
      if (!parsed.success) throw new Error("Fonnte: jawaban tidak dikenal");
      if (!parsed.data.status) throw new Error(`Fonnte: ${parsed.data.reason}`);
      return { messageId: String(parsed.data.id[0]) };
    },
  };
}
