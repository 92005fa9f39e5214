import { type NoticeListRow, RESENDABLE_STATUSES } from "@ferry/shared/notices";
import { RotateCw } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../session/session-context";
import { useResendNotice } from "./api/notices";

/** 'Kirim ulang' of one failed or unsent notice, for staff who may edit notices. */
export function NoticeResendButton({ row }: { row: NoticeListRow }) {
  const session = useSession();
  const resend = useResendNotice();
  if (!session.can("edit notifikasi")) return null;
  if (!RESENDABLE_STATUSES.includes(row.status)) return null;
  return (
    <Button
      variant="ghost"
      aria-label={`Kirim ulang ke ${row.recipient}`}
      title="Kirim ulang"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(row.id, {
          onSuccess: (answer) => toast.success(answer.message ?? "Berhasil"),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      <RotateCw className="h-4 w-4" />
    </Button>
  );
}
