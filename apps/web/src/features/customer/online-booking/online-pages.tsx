import { lazyPage } from "../../errors/lazy-page";

/** The customer's booking pages, each its own chunk (app/router.tsx). */
export const BookingRoutePage = lazyPage("Pemesanan Tiket", () =>
  import("./online-switch").then((module) => ({ default: module.CustomerBookingRoute })),
);
// The history lists every booking the dashboard counts, whatever the 'Booking Online' setting.
export const HistoryRoutePage = lazyPage("Riwayat Pemesanan", () =>
  import("./history-page").then((module) => ({ default: module.OnlineHistoryPage })),
);
