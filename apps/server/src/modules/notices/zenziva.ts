import { z } from "zod";
import type { TextProvider } from "./text-provider";

/** Zenziva's answer to `sendsms`: status "1" with the message id, anything else with the reason in `text`. */
const answer = z.object({
  status: z.union([z.string(), z.number()]).transform(String),
  text: z.string().default("tanpa alasan"),
  messageId: z.union([z.string(), z.number()]).transform(String).optional(),
});

const TIMEOUT_MS = 30_000;

/**
 * Zenziva (console.zenziva.net), an SMS gateway widely used by Indonesian businesses: `POST
 * /reguler/api/sendsms/` with the form fields `userkey`, `passkey`, `to` (08… or 628…) and `message`; it
 * answers `{ messageId, to, status: "1", text: "Success" }`, or another status with the reason in `text`.
 */
export function zenzivaProvider(settings: { url: string; userkey: string; passkey: string }): TextProvider {
  return {
    name: "zenziva",
    async send(target, message) {
      const form = new URLSearchParams({
        userkey: settings.userkey,
        passkey: settings.passkey,
        to: target,
        message,
      });
      const response = await fetch(settings.url, {
        method: "POST",
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`Zenziva: HTTP ${response.status}`);
      const parsed = answer.safeParse(await response.json());
      if (!parsed.success) throw new Error("Zenziva: jawaban tidak dikenal");
      if (parsed.data.status !== "1") throw new Error(`Zenziva: ${parsed.data.text}`);
      if (!parsed.data.messageId) throw new Error("Zenziva: jawaban tanpa messageId");
      return { messageId: parsed.data.messageId };
    },
  };
}
