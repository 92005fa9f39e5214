import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CrashBoundary } from "../features/errors/crash-screen";
import { lazyPage } from "../features/errors/lazy-page";
import { prefersDark, setDarkMode } from "../lib/dark-mode";

function Broken(): never {
  throw new Error("rusak");
}

import { mockApi, notFound } from "../test/mock-api";
import { renderAt } from "../test/render";

const settings = {
  logo_url: null,
  company_name: "PT Kapal Uji",
  description: "Deskripsi",
  email: "info@uji.id",
  phone: "0333",
  address: "Jl. Pelabuhan 1",
};

mockApi({ "/api/public/settings": { success: true, data: settings } }, { fallback: notFound });

describe("public shell", () => {
  it("shows the development page with a back link on an unknown path", async () => {
    renderAt("/tidak-ada-halaman-ini");
    expect(await screen.findByRole("heading", { name: "Fitur Sedang Dalam Pengembangan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Kembali" })).toBeTruthy();
  });

  it("shows the 403 texts at /unauthorized", async () => {
    renderAt("/unauthorized");
    expect(await screen.findByRole("heading", { name: "Akses dibatasi" })).toBeTruthy();
    expect(screen.getByText("Akses terbatas pada halaman ini !")).toBeTruthy();
  });

  it("fills the footer from the public settings with the current year and a hidden version", async () => {
    renderAt("/");
    const footer = await screen.findByRole("contentinfo");
    await screen.findByText("Jl. Pelabuhan 1");
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} PT Kapal Uji`);
    expect(screen.getByTestId("footer-company-name").textContent).toBe("PT Kapal Uji");
    expect(screen.getByTestId("footer-copyright").textContent).toContain(String(new Date().getFullYear()));
    expect(screen.getByTestId("app-version").hidden).toBe(true);
  });

  it("opens the 'Tentang Kami' category from the footer's 'Tentang' link", async () => {
    renderAt("/");
    const footer = await screen.findByRole("contentinfo");
    await userEvent.click(within(footer).getByRole("link", { name: "Tentang" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Tentang Kami" })).toBeTruthy();
  });

  it("keeps the default company name when the settings fail to load", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 500 })),
    );
    renderAt("/");
    const footer = await screen.findByRole("contentinfo");
    expect(footer.textContent).toContain("PT Penyeberangan Nusantara");
  });

  it("opens the 'Daftar' modal with login, register and terms links", async () => {
    renderAt("/");
    const [daftar] = await screen.findAllByRole("button", { name: "Daftar" });
    if (!daftar) throw new Error("no Daftar button");
    await userEvent.click(daftar);
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector('a[href="/customers/login"]')).toBeTruthy();
    expect(dialog.querySelector('a[href="/customers/register"]')).toBeTruthy();
    expect(dialog.querySelector('a[href="/syarat"]')).toBeTruthy();
  });
});

describe("crash screen", () => {
  it("replaces a crashed tree with the spec's texts and a reload button", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <CrashBoundary>
        <Broken />
      </CrashBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(
      screen.getByText(
        "An unexpected error occurred. Please refresh the page or contact support if the problem persists.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeTruthy();
  });
});

describe("lazy pages", () => {
  it("shows 'Failed to load {module}' when the chunk cannot be loaded", async () => {
    const Page = lazyPage("Kapal", () => Promise.reject(new Error("chunk hilang")));
    render(<Page />);
    expect(await screen.findByText("Failed to load Kapal")).toBeTruthy();
  });

  it("asks for a chunk again once before giving up, and shows the page when the second try loads", async () => {
    let tries = 0;
    const Page = lazyPage("Kapal", async () => {
      tries += 1;
      if (tries === 1) throw new Error("koneksi terputus");
      return { default: () => <h1>Data Kapal</h1> };
    });
    render(<Page />);
    expect(await screen.findByRole("heading", { name: "Data Kapal" })).toBeTruthy();
    expect(tries).toBe(2);
  });
});

describe("dark mode", () => {
  it("follows the system preference until the user chooses", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("dark") }));
    expect(prefersDark()).toBe(true);
    setDarkMode(false);
    expect(prefersDark()).toBe(false);
    expect(window.localStorage.getItem("darkMode")).toBe("false");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    setDarkMode(true);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
