import { lazyPage } from "../../errors/lazy-page";

/** The two customer pages that follow the 'Booking Online' setting, each its own chunk (app/router.tsx). */
export const BookingRoutePage = lazyPage("Pemesanan Tiket", () =>
  import("./online-switch").then((module) => ({ default: module.CustomerBookingRoute })),
);
export const HistoryRoutePage = lazyPage("Riwayat Pemesanan", () =>
  import("./online-switch").then((module) => ({ default: module.CustomerHistoryRoute })),
);
