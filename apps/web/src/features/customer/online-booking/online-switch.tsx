import { CustomerBookingPlaceholder } from "../placeholders/booking-placeholder";
import { OnlineBookingPage } from "./booking-page";
import { useOnlineBooking } from "./online-booking-setting";

/** /customer/booking: the booking pages with 'Booking Online' on, else the specification's placeholder. */
export function CustomerBookingRoute() {
  return useOnlineBooking().enabled ? <OnlineBookingPage /> : <CustomerBookingPlaceholder />;
}
