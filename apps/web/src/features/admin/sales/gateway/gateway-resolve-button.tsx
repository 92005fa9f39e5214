import type { GatewayListRow } from "@ferry/shared/payment-gateway";
import { CheckCheck } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "../../../../components/ui/button";
import { useSession } from "../../../session/session-context";
import { useResolveTransaction } from "./api/transactions";

/** 'Tandai selesai' of a flagged online payment (refunded or settled by hand), for finance. */
export function GatewayResolveButton({ row }: { row: GatewayListRow }) {
  const session = useSession();
  const resolve = useResolveTransaction();
  if (!session.can("edit acc pembayaran") || !row.flag || row.resolved_at) return null;
  return (
    <Button
      variant="ghost"
      aria-label={`Tandai selesai ditangani ${row.order_id}`}
      title="Tandai selesai ditangani"
      disabled={resolve.isPending}
      onClick={() =>
        resolve.mutate(row.id, {
          onSuccess: (answer) => toast.success(answer.message ?? "Berhasil"),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      <CheckCheck className="h-4 w-4" />
    </Button>
  );
}
