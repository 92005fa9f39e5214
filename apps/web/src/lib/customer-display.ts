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
  | { kind: "paid"; booking_code: string }
  /** From a display just opened: the counter sends again what it shows now. */
  | { kind: "ask" };

const CHANNEL = "ferry-layar-pelanggan";

/** Sends a message to every customer display open in this browser (or, `ask`, to the counter). */
export function showOnCustomerDisplay(message: DisplayMessage): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Listens on the channel; answers the function that stops listening. */
function listen(onMessage: (message: DisplayMessage) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<DisplayMessage>) => onMessage(event.data);
  return () => channel.close();
}

/** The display listens for what the counter shows, and asks for it once when it opens. */
export function listenToCounter(onMessage: (message: DisplayMessage) => void): () => void {
  const stop = listen((message) => {
    if (message.kind !== "ask") onMessage(message);
  });
  showOnCustomerDisplay({ kind: "ask" });
  return stop;
}

/** The counter hears a display that just opened and asks what to show. */
export function whenDisplayAsks(onAsk: () => void): () => void {
  return listen((message) => {
    if (message.kind === "ask") onAsk();
  });
}
