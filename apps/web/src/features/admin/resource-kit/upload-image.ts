import { staffApi } from "../../../lib/api";

/** Sends one image to `/api/uploads/images`; answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const answer = await staffApi.post<{ data: { url: string } }>("/uploads/images", body);
  return answer.data.url;
}
