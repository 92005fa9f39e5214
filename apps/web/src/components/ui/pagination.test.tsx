import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination";

describe("Pagination", () => {
  it("tells where the list stands and asks for the neighbouring pages", () => {
    const onPage = vi.fn();
    render(<Pagination meta={{ current_page: 2, last_page: 3, total: 41 }} onPage={onPage} />);
    expect(screen.getByRole("navigation", { name: "Halaman" }).textContent).toContain(
      "41 data · halaman 2 dari 3",
    );
    fireEvent.click(screen.getByRole("button", { name: "Halaman sebelumnya" }));
    fireEvent.click(screen.getByRole("button", { name: "Halaman berikutnya" }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it("says an estimated total is one: sekitar N", () => {
    render(
      <Pagination
        meta={{ current_page: 1, last_page: 62_500, total: 1_250_000, total_estimasi: true }}
        onPage={() => {}}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Halaman" }).textContent).toContain(
      "sekitar 1.250.000 data · halaman 1 dari 62500",
    );
  });

  it("disables the buttons past the first and the last page", () => {
    render(<Pagination meta={{ current_page: 1, last_page: 1, total: 0 }} onPage={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Halaman sebelumnya" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Halaman berikutnya" }).disabled).toBe(true);
  });
});
