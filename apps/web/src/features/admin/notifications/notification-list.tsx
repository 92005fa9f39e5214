import type { PageMeta } from "@ferry/shared/api-errors";
import type { Notification } from "@ferry/shared/notifications";
import { Inbox } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Pagination } from "../../../components/ui/pagination";
import { Skeleton } from "../../../components/ui/skeleton";
import { NotificationItem } from "./notification-item";

type ListQuery = {
  data: { data: Notification[]; meta: PageMeta } | undefined;
  isLoading: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/** The notes of one page with loading, empty and error states, and the pages under them. */
export function NotificationList({
  list,
  onRead,
  onPage,
  busy,
}: {
  list: ListQuery;
  onRead: (id: number) => void;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  if (list.error)
    return (
      <div className="rounded-lg border border-slate-200 px-4 py-8 text-center dark:border-slate-700">
        <p role="alert" className="mb-3 text-red-600">
          {list.error.message || "Gagal memuat pesan"}
        </p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          Coba Lagi
        </Button>
      </div>
    );
  if (!list.data)
    return (
      <div className="space-y-3" role="status" aria-label="Memuat pesan">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    );
  const { data: notes, meta } = list.data;
  if (notes.length === 0) return <EmptyState icon={Inbox} title="Tidak ada pesan" />;
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <ul aria-label="Daftar pesan" className="divide-y divide-slate-100 dark:divide-slate-800">
        {notes.map((note) => (
          <NotificationItem key={note.id} note={note} onRead={onRead} busy={busy} />
        ))}
      </ul>
      <Pagination meta={meta} onPage={onPage} />
    </div>
  );
}
