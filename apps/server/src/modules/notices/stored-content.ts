import { z } from "zod";
import type { ComposedMail } from "./compose";
import type { MailContent } from "./mail-layout";
import { NOTICE_MESSAGES, Unsendable } from "./messages";
import type { NoticeRow } from "./outbox";

const line = z.string();
const storedContent = z.object({
  content: z.object({
    greeting: line,
    paragraphs: z.array(line),
    facts: z.array(z.object({ label: line, value: line })),
    link: z.object({ label: line, path: z.string().startsWith("/") }).optional(),
    closing: z.array(line),
  }) satisfies z.ZodType<MailContent>,
});

/** A notice worded when it was enqueued (`texts.ts`): its payload holds the whole content. */
export async function composeStored(_ctx: unknown, notice: NoticeRow): Promise<ComposedMail> {
  const parsed = storedContent.safeParse(notice.payload);
  if (!parsed.success) throw new Unsendable(NOTICE_MESSAGES.badPayload);
  return { content: parsed.data.content, files: async () => [] };
}
