/**
 * What the counter shows on the customer display (`/layar-pelanggan`, a second window of the same browser
 * on the screen facing the buyer): a QRIS to scan with its amount and deadline, the payment received, or
 * nothing. Sent over a BroadcastChannel, so it never leaves the counter's machine (decision 035).
 */
export type DisplayMessage =
  | { kind: "idle" }
  | {
      kind: "qris";
      booking_code: string;
      amount: number;
      qr_image: string;
      /** The deadline as the counter shows it, with its zone label (`14.05 WIB`). */
      deadline: string | null;
    }
  | { kind: "paid"; booking_code: string };

const CHANNEL = "ferry-layar-pelanggan";

/** Sends a message to every customer display open in this browser. */
export function showOnCustomerDisplay(message: DisplayMessage): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Listens for the counter's messages; answers the function that stops listening. */
export function listenToCounter(onMessage: (message: DisplayMessage) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<DisplayMessage>) => onMessage(event.data);
  return () => channel.close();
}
