import { useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";
import { formatDateTime } from "../../../lib/format";

type LiveSession = {
  id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_activity_at: string;
  expires_at: string;
};

/** A user's live sessions: device, address, sign-in and last activity (the row's expanded view). */
export function UserSessions({ userId }: { userId: number }) {
  const sessions = useQuery({
    queryKey: ["/users", userId, "sessions"],
    queryFn: () => staffApi.get<{ data: LiveSession[] }>(`/users/${userId}/sessions`),
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
    <ul className="space-y-1 text-sm" aria-label="Sesi aktif">
      {rows.map((session) => (
        <li key={session.id} className="flex flex-wrap gap-x-4">
          <span className="font-medium">{session.user_agent ?? "Perangkat tidak dikenal"}</span>
          <span>{session.ip ?? "-"}</span>
          <span>Masuk {formatDateTime(session.created_at)}</span>
          <span>Aktif terakhir {formatDateTime(session.last_activity_at)}</span>
        </li>
      ))}
    </ul>
  );
}
