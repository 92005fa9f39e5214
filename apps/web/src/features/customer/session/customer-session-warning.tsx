import { useSessionExtension, useWarningTimeLeft } from "../../session/session-urgency";
import { SessionWarningBar } from "../../session/session-warning-bar";
import { useCustomerSession } from "./customer-session";
import { customerTimeLeftMs } from "./customer-storage";

/** Shown while 5 minutes or less remain of the customer session, with a button to extend it. */
export function CustomerSessionWarning() {
  const session = useCustomerSession();
  const timeLeft = useWarningTimeLeft(customerTimeLeftMs);
  const { busy, error, extend } = useSessionExtension(session.refresh, () => {});
  if (timeLeft === null) return null;
  return (
    <SessionWarningBar
      timeLeft={timeLeft}
      error={error}
      busy={busy}
      extendLabel="Perpanjang Sesi"
      onExtend={extend}
      rowClassName="mx-auto max-w-7xl"
    />
  );
}
