import { type BookingStatus, bookingStatusLabel } from "@ferry/shared/bookings";

/** Each status its own colour (public specification section 4); an unknown status is shown raw, grey. */
const COLOURS: Record<BookingStatus, string> = {
  pending: "bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100",
  waiting_payment: "bg-orange-100 text-orange-800 dark:bg-orange-900 dark:text-orange-100",
  paid: "bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100",
  confirmed: "bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100",
  cancel: "bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100",
};
const UNKNOWN = "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200";

export function BookingCheckStatusBadge({ status }: { status: string }) {
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${COLOURS[status as BookingStatus] ?? UNKNOWN}`}
    >
      {bookingStatusLabel(status)}
    </span>
  );
}
