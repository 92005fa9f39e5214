import { CustomerBookingPlaceholder } from "../placeholders/booking-placeholder";
import { CustomerHistoryPlaceholder } from "../placeholders/history-placeholder";
import { OnlineBookingPage } from "./booking-page";
import { OnlineHistoryPage } from "./history-page";
import { useOnlineBooking } from "./online-booking-setting";

/** /customer/booking: the booking pages with 'Booking Online' on, else the specification's placeholder. */
export function CustomerBookingRoute() {
  return useOnlineBooking().enabled ? <OnlineBookingPage /> : <CustomerBookingPlaceholder />;
}

/** /customer/history: the real history with 'Booking Online' on, else the specification's preview. */
export function CustomerHistoryRoute() {
  return useOnlineBooking().enabled ? <OnlineHistoryPage /> : <CustomerHistoryPlaceholder />;
}
