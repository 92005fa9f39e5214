import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCheck } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "../../../../components/ui/button";
import { staffApi } from "../../../../lib/api";
import { useSession } from "../../../session/session-context";
import type { Row } from "../../resource-kit/resource-types";

/** 'Tandai selesai' of a flagged online payment (refunded or settled by hand), for finance. */
export function GatewayResolveButton({ row }: { row: Row }) {
  const session = useSession();
  const client = useQueryClient();
  const resolve = useMutation({
    mutationFn: () =>
      staffApi.post<{ message?: string }>(`/payment-gateway/transactions/${row.id}/resolve`, {}),
    onSuccess: (answer) => {
      toast.success(answer.message ?? "Berhasil");
      void client.invalidateQueries({ queryKey: ["/payment-gateway/transactions"] });
    },
    onError: (error) => toast.error(error.message),
  });
  if (!session.can("edit acc pembayaran") || !row.flag || row.resolved_at) return null;
  return (
    <Button
      variant="ghost"
      aria-label={`Tandai selesai ditangani ${String(row.order_id)}`}
      title="Tandai selesai ditangani"
      disabled={resolve.isPending}
      onClick={() => resolve.mutate()}
    >
      <CheckCheck className="h-4 w-4" />
    </Button>
  );
}
