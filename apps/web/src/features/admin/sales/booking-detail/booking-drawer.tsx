import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { isTopDialog, keepFocusIn } from "../../../../components/ui/focus-trap";
import { Skeleton } from "../../../../components/ui/skeleton";
import { useBooking } from "../api/booking-queries";
import type { Booking } from "../api/booking-types";

/**
 * A panel over the page's right side (the whole screen on a phone) with one booking's detail; Escape or
 * the close button closes it and focus goes back where it was.
 */
export function BookingDrawer({
  bookingId,
  onClose,
  children,
}: {
  bookingId: number | null;
  onClose: () => void;
  /** What to show for the loaded booking (the detail with the page's actions). */
  children: (booking: Booking) => ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const booking = useBooking(bookingId);
  const open = bookingId !== null;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => before?.focus?.();
  }, [open]);

  // Escape closes the panel unless a confirmation is open over it (that one closes first).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (!panel.current || !isTopDialog(panel.current)) return;
      if (event.key === "Escape") onClose();
      if (event.key === "Tab") keepFocusIn(panel.current, event);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 flex justify-end">
      <div className="absolute inset-0 bg-slate-900/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-booking-drawer
        className="relative flex h-full w-full max-w-2xl flex-col bg-white text-left shadow-xl dark:bg-slate-900"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-slate-700">
          <h2 id={titleId} className="text-lg font-semibold">
            Detail booking
          </h2>
          <button
            ref={closeButton}
            type="button"
            aria-label="Tutup detail"
            onClick={onClose}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">
          {booking.isLoading ? (
            <div className="space-y-3">
              <span className="sr-only">Memuat booking...</span>
              <Skeleton className="h-8 w-40" />
              <Skeleton className="h-24" />
              <Skeleton className="h-40" />
            </div>
          ) : booking.error ? (
            <p role="alert" className="text-red-600">
              {booking.error.message || "Gagal memuat booking."}{" "}
              <button type="button" className="underline" onClick={() => void booking.refetch()}>
                Coba Lagi
              </button>
            </p>
          ) : booking.data ? (
            children(booking.data)
          ) : null}
        </div>
      </div>
    </div>
  );
}
