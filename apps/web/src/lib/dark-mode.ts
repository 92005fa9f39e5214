import { DARK_MODE_KEY } from "./storage-keys";

/** Dark mode: the `darkMode` key once the user has chosen, the system preference until then. */
export function prefersDark(): boolean {
  const stored = window.localStorage.getItem(DARK_MODE_KEY);
  if (stored === "true" || stored === "false") return stored === "true";
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
}

export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle("dark", dark);
}

export function setDarkMode(dark: boolean): void {
  window.localStorage.setItem(DARK_MODE_KEY, String(dark));
  applyDarkMode(dark);
}
