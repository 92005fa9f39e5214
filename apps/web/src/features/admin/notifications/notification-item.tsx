import type { Notification } from "@ferry/shared/notifications";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { formatDateLong, formatTime } from "../../../lib/format";

/** Only our own back-office paths become links (never another site or a script URL). */
const isInternalPath = (link: string | null): link is string =>
  typeof link === "string" && link.startsWith("/") && !link.startsWith("//");

/** One note: title (a link to its page, which marks it read), body, time and 'Tandai dibaca'. */
export function NotificationItem({
  note,
  onRead,
  busy,
}: {
  note: Notification;
  onRead: (id: number) => void;
  busy: boolean;
}) {
  const unread = note.read_at === null;
  const open = () => {
    if (unread) onRead(note.id);
  };
  return (
    <li
      aria-label={note.title}
      className={`flex gap-3 px-4 py-3 ${unread ? "bg-sky-50 dark:bg-slate-800/60" : ""}`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 h-2 w-2 shrink-0 rounded-full ${unread ? "bg-red-600" : "bg-transparent"}`}
      />
      <div className="min-w-0 flex-1">
        <p className={`text-sm ${unread ? "font-semibold" : "font-medium"}`}>
          {isInternalPath(note.link) ? (
            <Link to={note.link} onClick={open} className="text-navy-700 hover:underline dark:text-sky-300">
              {note.title}
            </Link>
          ) : (
            note.title
          )}
        </p>
        <p className="mt-0.5 text-sm break-words text-slate-700 dark:text-slate-300">{note.body}</p>
        <time dateTime={note.created_at} className="mt-1 block text-xs text-slate-500">
          {formatDateLong(note.created_at)}, {formatTime(note.created_at)}
        </time>
      </div>
      {unread ? (
        <Button variant="ghost" className="shrink-0 self-start px-2 py-1" disabled={busy} onClick={open}>
          Tandai dibaca
        </Button>
      ) : (
        <span className="shrink-0 self-start text-xs text-slate-400">Dibaca</span>
      )}
    </li>
  );
}
