import { Bell } from "lucide-react";
import { Link } from "react-router";
import { useUnreadCount } from "./api/notifications";

/** The top bar's bell: a link to 'Pesan' with the unread count, polled every 30 s. */
export function NotificationBell() {
  const count = useUnreadCount().data ?? 0;
  return (
    <Link
      to="/activity-logs"
      aria-label={`Pesan, ${count} belum dibaca`}
      className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute top-0.5 right-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[10px] leading-[1.1rem] font-semibold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
