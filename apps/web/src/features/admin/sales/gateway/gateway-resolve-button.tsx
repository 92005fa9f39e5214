import { CheckCheck } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "../../../../components/ui/button";
import { useSession } from "../../../session/session-context";
import type { Row } from "../../resource-kit/resource-types";
import { useResolveTransaction } from "./api/transactions";

/** 'Tandai selesai' of a flagged online payment (refunded or settled by hand), for finance. */
export function GatewayResolveButton({ row }: { row: Row }) {
  const session = useSession();
  const resolve = useResolveTransaction();
  if (!session.can("edit acc pembayaran") || !row.flag || row.resolved_at) return null;
  return (
    <Button
      variant="ghost"
      aria-label={`Tandai selesai ditangani ${String(row.order_id)}`}
      title="Tandai selesai ditangani"
      disabled={resolve.isPending}
      onClick={() =>
        resolve.mutate(Number(row.id), {
          onSuccess: (answer) => toast.success(answer.message ?? "Berhasil"),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      <CheckCheck className="h-4 w-4" />
    </Button>
  );
}
