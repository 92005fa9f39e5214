import type { ApiSuccess } from "@ferry/shared/api-errors";
import type { NoticeChannel } from "@ferry/shared/notices";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { resourceKeys } from "../../resource-kit/api/resource";

/** The notices resource (`/notices`): its list is the resource kit's. */
export const NOTICES = "/notices";
export const noticeKeys = resourceKeys(NOTICES);

type Answer = Pick<ApiSuccess<unknown>, "message">;

/** A POST under /notices that refreshes the notice list (a new or re-queued notice shows up). */
function useNoticeCommand<Body>(path: (body: Body) => string, payload?: (body: Body) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => staffApi.post<Answer>(path(body), payload?.(body)),
    onSuccess: () => void client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

/** 'Kirim tes': enqueues a test notice on one channel. */
export const useSendTestNotice = () =>
  useNoticeCommand<{ channel: NoticeChannel; recipient: string }>(
    () => `${NOTICES}/test`,
    (body) => body,
  );

/** 'Kirim ulang' of one failed or unsent notice. */
export const useResendNotice = () => useNoticeCommand<number>((id) => `${NOTICES}/${id}/resend`);
