import type { Config } from "../../config";
import type { GatewayProvider } from "../online-booking/index";
import { GatewayError, midtransProvider } from "../online-booking/index";

const built = new WeakMap<NonNullable<Config["midtrans"]>, GatewayProvider>();

/** The configured payment gateway (Midtrans), or null while `MIDTRANS_SERVER_KEY` is unset. */
export function gatewayOf(config: Pick<Config, "midtrans">): GatewayProvider | null {
  if (!config.midtrans) return null;
  let provider = built.get(config.midtrans);
  if (!provider) {
    provider = midtransProvider(config.midtrans);
    built.set(config.midtrans, provider);
  }
  return provider;
}

/** Where the gateway sends its notifications (`X-Override-Notification` of every charge). */
export function notificationUrl(config: Pick<Config, "publicUrl">): string {
  return `${config.publicUrl}/api/payments/midtrans/notification`;
}

/** The gateway refused, could not be reached or was too slow: nothing was done there, try again later. */
export function gatewayUnanswered(error: unknown): boolean {
  return (
    error instanceof GatewayError || error instanceof TypeError || (error as Error).name === "TimeoutError"
  );
}
