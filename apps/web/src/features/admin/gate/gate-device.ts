/**
 * What this device remembers and makes for the gate screens: the gate's name (kept across sign-outs,
 * it belongs to the device, not the officer) and scan nonces.
 */
export const GATE_NAME_KEY = "ferry_gate_name";

export function readGateName(): string {
  try {
    return window.localStorage.getItem(GATE_NAME_KEY) ?? "";
  } catch {
    return "";
  }
}

export function saveGateName(name: string): void {
  try {
    window.localStorage.setItem(GATE_NAME_KEY, name);
  } catch {
    // private mode: the name lasts for this page only
  }
}

/**
 * A scan's nonce: 128 random bits. `crypto.getRandomValues` works on plain http too (a tablet on the
 * harbour LAN), unlike `crypto.randomUUID`.
 */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
