import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { TabBar } from "../../../components/ui/tab-bar";
import { useListParams } from "../resource-kit/list-params";
import { useMarkRead, useNotifications, useUnreadCount } from "./api/notifications";
import { NotificationList } from "./notification-list";

const TABS = [
  { value: "belum", label: "Belum dibaca" },
  { value: "semua", label: "Semua" },
];

/**
 * `/activity-logs` 'Pesan': the signed-in staff member's own notes (approvals waiting for them,
 * decisions on what they asked for, forced logouts). Tab and page live in the URL.
 */
export default function NotificationsPage() {
  const { query, params, update } = useListParams(["tab"]);
  const tab = params.get("tab") === "semua" ? "semua" : "belum";
  const list = useNotifications({ page: query.page, unread: tab === "belum" ? "true" : undefined });
  const unread = useUnreadCount().data ?? 0;
  const mark = useMarkRead();
  const markOne = (id: number) =>
    mark.mutate(id, { onError: (error) => toast.error(error.message || "Gagal menandai pesan") });
  const markAll = () =>
    mark.mutate("all", {
      onSuccess: (answer) => toast.success(answer.message ?? "Semua pesan ditandai dibaca"),
      onError: (error) => toast.error(error.message || "Gagal menandai pesan"),
    });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="mr-auto">
          <h1 className="text-2xl font-bold">Pesan</h1>
          <p className="text-sm text-slate-500">
            Pemberitahuan untuk Anda: persetujuan yang menunggu, keputusan atas pengajuan Anda, dan logout
            paksa. {unread > 0 ? `${unread} belum dibaca.` : "Semua sudah dibaca."}
          </p>
        </div>
        <Button variant="secondary" disabled={unread === 0 || mark.isPending} onClick={markAll}>
          Tandai semua dibaca
        </Button>
      </div>
      <TabBar label="Pesan" options={TABS} value={tab} onChange={(value) => update({ tab: value })} />
      <NotificationList
        list={list}
        onRead={markOne}
        onPage={(page) => update({ page: String(page) })}
        busy={mark.isPending}
      />
    </div>
  );
}
