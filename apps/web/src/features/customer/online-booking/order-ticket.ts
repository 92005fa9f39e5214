import { ONLINE_BOOKING_MESSAGES } from "@ferry/shared/online-booking-messages";
import { isProfileComplete } from "@ferry/shared/profile-completeness";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { readCustomerSession } from "../session/customer-storage";
import { useOnlineBooking } from "./api/online-booking-setting";

/** Where 'Pesan Tiket' leads for an entry of a schedule, by the setting and the customer's session. */
export type OrderTarget =
  | { kind: "modal" }
  | { kind: "navigate"; to: string; state?: Record<string, unknown>; notice?: string };

export function orderTarget(enabled: boolean, scheduleId: number, ticketPriceId: number | null): OrderTarget {
  if (!enabled) return { kind: "modal" };
  const search = `?schedule=${scheduleId}${ticketPriceId ? `&entry=${ticketPriceId}` : ""}`;
  const session = readCustomerSession();
  if (!session) {
    return {
      kind: "navigate",
      to: "/customers/login",
      state: {
        from: { pathname: "/customer/booking", search },
        message: "Silakan login untuk memesan tiket",
      },
    };
  }
  if (!session.customer || !isProfileComplete(session.customer)) {
    const message = ONLINE_BOOKING_MESSAGES.profileIncomplete;
    return { kind: "navigate", to: "/customer/profile", state: { message }, notice: message };
  }
  return { kind: "navigate", to: `/customer/booking${search}` };
}

/**
 * 'Pesan Tiket' on /info/{id}: with 'Booking Online' off, `showModal` (the specification's information
 * modal); on, the booking page (signed-in customer with a complete profile), the sign-in page remembering
 * the booking page, or the profile with a message.
 */
export function useOrderTicket(scheduleId: number) {
  const { enabled } = useOnlineBooking();
  const navigate = useNavigate();
  return (ticketPriceId: number | null, showModal: () => void) => {
    const target = orderTarget(enabled, scheduleId, ticketPriceId);
    if (target.kind === "modal") return showModal();
    if (target.notice) toast.error(target.notice);
    navigate(target.to, target.state ? { state: target.state } : undefined);
  };
}
