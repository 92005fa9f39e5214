import type { UploadedFile } from "@ferry/shared/uploads";
import { staffApi } from "../../../lib/api";

async function upload(path: string, file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const answer = await staffApi.post<{ data: UploadedFile }>(path, body);
  return answer.data.url;
}

/** Sends one image of content or a ship to `/api/uploads/images`; answers its URL. */
export function uploadImage(file: File): Promise<string> {
  return upload("/uploads/images", file);
}

/** Sends the transfer proof of a payment or top-up to `/api/uploads/proofs`; answers its URL. */
export function uploadProof(file: File): Promise<string> {
  return upload("/uploads/proofs", file);
}
