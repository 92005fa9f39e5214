import { useSession } from "../../../session/session-context";
import type { Booking } from "../api/booking-types";
import { BookingDetail } from "../booking-detail/booking-detail";
import { actionPermissions } from "./action-permissions";
import { CancelBookingAction } from "./cancel-booking-action";
import { PaymentReviewActions } from "./payment-review-actions";
import { RecordPaymentAction } from "./record-payment-action";
import { SpaceDecisionActions } from "./space-decision-actions";

/** What a page lets its staff do with a booking; each button shows only when the booking allows it. */
export type ActionSet = {
  reviewPayments?: boolean;
  recordPayment?: boolean;
  cancel?: boolean;
  decideSpace?: boolean;
};

/** The booking detail with the page's actions: in the header, and on each waiting payment. */
export function BookingDetailWithActions({ booking, actions }: { booking: Booking; actions: ActionSet }) {
  const session = useSession();
  const can = (permission: string) => session.can(permission);
  const agent = session.user?.tipe_pengguna === "agen";
  const allowed = {
    decideSpace: actions.decideSpace && actionPermissions.decideSpace(can),
    recordPayment: actions.recordPayment && actionPermissions.recordPayment(can, booking),
    reviewPayments: actions.reviewPayments && actionPermissions.reviewPayments(can, booking),
    cancel: actions.cancel && actionPermissions.cancel(can, booking, agent),
  };
  const buttons = [
    allowed.decideSpace ? <SpaceDecisionActions key="space" booking={booking} /> : null,
    allowed.recordPayment ? <RecordPaymentAction key="pay" booking={booking} /> : null,
    allowed.cancel ? <CancelBookingAction key="cancel" booking={booking} /> : null,
  ];
  return (
    <BookingDetail
      booking={booking}
      paymentActions={
        allowed.reviewPayments
          ? (payment) => <PaymentReviewActions booking={booking} payment={payment} />
          : undefined
      }
    >
      {buttons.some(Boolean) ? <div className="flex flex-wrap gap-2">{buttons}</div> : null}
    </BookingDetail>
  );
}
