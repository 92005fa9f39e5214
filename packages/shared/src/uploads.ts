import { z } from "zod";

/** A stored staff upload (`POST /uploads/images`, `/uploads/proofs`): where it is served, its type and size. */
export const uploadedFileSchema = z.object({
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.input<typeof uploadedFileSchema>;
