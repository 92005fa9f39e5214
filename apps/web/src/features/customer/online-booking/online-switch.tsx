import { CustomerBookingPlaceholder } from "../placeholders/booking-placeholder";
import { useOnlineBooking } from "./api/online-booking-setting";
import { OnlineBookingPage } from "./booking-page";

/** /customer/booking: the booking pages with 'Booking Online' on, else the specification's placeholder. */
export function CustomerBookingRoute() {
  return useOnlineBooking().enabled ? <OnlineBookingPage /> : <CustomerBookingPlaceholder />;
}
