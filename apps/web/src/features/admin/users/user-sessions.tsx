import type { LiveSession } from "@ferry/shared/users";
import { Smartphone } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { ConfirmFooter } from "../../../components/ui/confirm-footer";
import { Modal } from "../../../components/ui/modal";
import { formatDateTime } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { useRevokeSession, useUserSessions } from "./api/users";

/**
 * A user's live sessions: device, address, sign-in and last activity (the row's expanded view). A gate
 * device session shows its name and, for who may edit users, 'Cabut' (confirmed first) ends it alone.
 */
export function UserSessions({ userId }: { userId: number }) {
  const session = useSession();
  const [pending, setPending] = useState<LiveSession | null>(null);
  const sessions = useUserSessions(userId);
  const revoke = useRevokeSession(userId);
  const revokePending = (id: number) =>
    revoke.mutate(id, {
      onSuccess: (answer) => toast.success(answer.message ?? "Sesi perangkat dicabut"),
      onError: (error) => toast.error(error.message),
      onSettled: () => setPending(null),
    });
  if (sessions.isLoading) return <p className="text-sm text-slate-500">Memuat sesi...</p>;
  if (sessions.error) {
    return (
      <p className="text-sm text-red-600">
        Gagal memuat sesi.{" "}
        <button type="button" className="underline" onClick={() => void sessions.refetch()}>
          Coba Lagi
        </button>
      </p>
    );
  }
  const rows = sessions.data?.data ?? [];
  if (rows.length === 0) return <p className="text-sm text-slate-500">Tidak ada sesi aktif.</p>;
  return (
    <>
      <ul className="space-y-1 text-sm" aria-label="Sesi aktif">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-x-4">
            {row.perangkat ? (
              <span className="inline-flex items-center gap-1 font-medium">
                <Smartphone className="h-4 w-4" aria-hidden="true" />
                Perangkat gerbang: {row.perangkat}
              </span>
            ) : (
              <span className="font-medium">{row.user_agent ?? "Perangkat tidak dikenal"}</span>
            )}
            <span>{row.ip ?? "-"}</span>
            <span>Masuk {formatDateTime(row.created_at)}</span>
            <span>Aktif terakhir {formatDateTime(row.last_activity_at)}</span>
            {row.perangkat && session.can("edit users") ? (
              <Button
                variant="ghost"
                aria-label={`Cabut perangkat ${row.perangkat}`}
                onClick={() => setPending(row)}
              >
                Cabut
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Modal
        open={pending !== null}
        title="Cabut sesi perangkat?"
        tone="warning"
        onClose={() => setPending(null)}
        footer={
          <ConfirmFooter
            onCancel={() => setPending(null)}
            onConfirm={() => pending && revokePending(pending.id)}
            busy={revoke.isPending}
            label="Ya, cabut"
          />
        }
      >
        <p>
          Perangkat "{pending?.perangkat}" langsung keluar dan harus login kembali. Sesi lain pengguna ini
          tetap berjalan.
        </p>
      </Modal>
    </>
  );
}
