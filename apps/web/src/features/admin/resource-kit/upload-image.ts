import { ApiError, NETWORK_MESSAGE } from "../../../lib/api";

/** Sends one image to `/api/uploads/images`; answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const token = window.localStorage.getItem("token");
  let response: Response;
  try {
    response = await fetch("/api/uploads/images", {
      method: "POST",
      body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError({ status: 0, code: "NETWORK_ERROR", message: NETWORK_MESSAGE });
  }
  const answer = (await response.json().catch(() => ({}))) as {
    data?: { url: string };
    message?: string;
    code?: string;
  };
  if (!response.ok || !answer.data) {
    throw new ApiError({
      status: response.status,
      code: answer.code ?? "HTTP_ERROR",
      message: answer.message ?? "Gagal mengunggah gambar",
      body: answer,
    });
  }
  return answer.data.url;
}
