/**
 * The name this browser signed in under as a gate device ('Gerbang 2 - HP Samsung'; decision 032). It
 * belongs to the device, not to the session: it stays after a sign-out or a revoked session, so the login
 * page opens in device mode again and the offline gate's sync can say which device it is.
 */
export const DEVICE_NAME_KEY = "gate_device_name";

/** The device's name, or null when this browser never signed in as a gate device. */
export function getDeviceName(): string | null {
  try {
    const name = window.localStorage.getItem(DEVICE_NAME_KEY)?.trim();
    return name ? name : null;
  } catch {
    return null;
  }
}

export function setDeviceName(name: string): void {
  try {
    window.localStorage.setItem(DEVICE_NAME_KEY, name.trim());
  } catch {
    // private mode: the name lasts for this page only
  }
}
