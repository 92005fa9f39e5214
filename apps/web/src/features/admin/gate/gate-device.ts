/**
 * What this device remembers and makes for the gate screens: the gate's name, the device's own name (the
 * offline gate's uploads carry it) and the port whose sailings /embarkasi shows — kept across sign-outs,
 * they belong to the device, not the officer — and scan nonces.
 */
export const GATE_NAME_KEY = "ferry_gate_name";
export const DEVICE_NAME_KEY = "ferry_gate_device";
export const PORT_KEY = "ferry_gate_port";
/** The last list of sailings with boarding open, for a gate reloaded without a network. */
export const OPEN_BOARDINGS_KEY = "ferry_gate_open_boardings";

export function readDeviceSetting(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

export function saveDeviceSetting(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // private mode: the setting lasts for this page only
  }
}

export const readGateName = () => readDeviceSetting(GATE_NAME_KEY);

/**
 * A scan's nonce: 128 random bits. `crypto.getRandomValues` works on plain http too (a tablet on the
 * harbour LAN), unlike `crypto.randomUUID`.
 */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
