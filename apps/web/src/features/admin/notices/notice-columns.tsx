import {
  NOTICE_CHANNEL_LABELS,
  NOTICE_STATUS_LABELS,
  type NoticeChannel,
  type NoticeListRow,
  type NoticeStatus,
} from "@ferry/shared/notices";
import { formatZonedDateTime } from "@ferry/shared/zoned-time";
import { DEFAULT_ZONE } from "../../../lib/format";
import { labelColumn } from "../resource-kit/columns";
import type { ColumnDef } from "../resource-kit/resource-types";

const TONES: Record<NoticeStatus, string> = {
  menunggu: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  mengirim: "bg-blue-100 text-blue-800 dark:bg-blue-900 dark:text-blue-200",
  terkirim: "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-200",
  gagal: "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200",
  tidak_dikirim: "bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-200",
};

/** A notice's status as a badge, with the reason under it when it has one (gagal, tidak dikirim). */
function NoticeStatusCell({ row }: { row: NoticeListRow }) {
  return (
    <span className="flex flex-col gap-1">
      <span
        className={`inline-block w-fit rounded-full px-2 py-0.5 text-xs font-medium ${TONES[row.status]}`}
      >
        {NOTICE_STATUS_LABELS[row.status]}
      </span>
      {row.reason ? <span className="text-xs text-slate-500">{row.reason}</span> : null}
    </span>
  );
}

/** A moment in the operator's zone with its label (`23/11/2026 10.00 WIB`), or '-' when unset. */
const zonedColumn = (
  key: "created_at" | "sent_at",
  label: string,
  sortKey?: string,
): ColumnDef<NoticeListRow> => ({
  key,
  label,
  sortKey,
  render: (row) => {
    const at = row[key];
    return at ? formatZonedDateTime(at, DEFAULT_ZONE) : "-";
  },
});

/** The outbox list's columns (`/notifikasi-keluar`). */
export const NOTICE_COLUMNS: ColumnDef<NoticeListRow>[] = [
  zonedColumn("created_at", "Dibuat", "created_at"),
  { key: "status", label: "Status", sortKey: "status", render: (row) => <NoticeStatusCell row={row} /> },
  labelColumn("channel", "Saluran", NOTICE_CHANNEL_LABELS satisfies Record<NoticeChannel, string>),
  { key: "recipient", label: "Penerima" },
  { key: "subject", label: "Subjek" },
  { key: "booking_code", label: "Kode booking", render: (row) => row.booking_code ?? "-" },
  { key: "attempts", label: "Percobaan", sortKey: "attempts" },
  zonedColumn("sent_at", "Terkirim"),
];
