import { afterEach, describe, expect, it, vi } from "vitest";

function systemPrefersDark(dark: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: dark && query === "(prefers-color-scheme: dark)",
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.documentElement.classList.remove("dark");
});

describe("dark mode before first paint", () => {
  it("puts the system preference on <html> when the user has not chosen", async () => {
    systemPrefersDark(true);
    await import("./dark-mode-init");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });

  it("prefers the stored choice over the system", async () => {
    systemPrefersDark(true);
    window.localStorage.setItem("darkMode", "false");
    document.documentElement.classList.add("dark");
    await import("./dark-mode-init");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("turns dark on from the stored choice on a light system", async () => {
    systemPrefersDark(false);
    window.localStorage.setItem("darkMode", "true");
    await import("./dark-mode-init");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
