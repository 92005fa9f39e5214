import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DarkModeToggle } from "./dark-mode-toggle";

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove("dark");
});

describe("dark mode toggle", () => {
  it("starts from the system preference and stores the user's choice", async () => {
    vi.stubGlobal("matchMedia", () => ({ matches: true }));
    render(<DarkModeToggle />);
    const toggle = screen.getByRole("button", { name: "Mode terang" });
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(toggle);
    expect(window.localStorage.getItem("darkMode")).toBe("false");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Mode gelap" }));
    expect(window.localStorage.getItem("darkMode")).toBe("true");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
