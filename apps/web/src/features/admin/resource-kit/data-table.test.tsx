import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DataTable, type DataTableProps } from "./data-table";

type Ship = { id: number; nama: string };

const props: DataTableProps<Ship> = {
  columns: [{ key: "nama", label: "Nama" }],
  rows: [
    { id: 1, nama: "KMP Nusantara" },
    { id: 2, nama: "KMP Bahari" },
  ],
  meta: undefined,
  loading: false,
  error: null,
  onRetry: () => {},
  sortBy: undefined,
  sortDir: undefined,
  onSort: () => {},
  onPage: () => {},
  emptyText: "Tidak ada data",
  expand: (row) => <p>Rincian {row.nama}</p>,
};

describe("DataTable rows with details", () => {
  it("opens a row's details from its disclosure button with the keyboard, announcing the state", async () => {
    const user = userEvent.setup();
    render(<DataTable {...props} />);
    const buttons = screen.getAllByRole("button", { name: "Tampilkan rincian" });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]?.getAttribute("aria-expanded")).toBe("false");
    buttons[0]?.focus();
    await user.keyboard("{Enter}");
    const open = screen.getByRole("button", { name: "Sembunyikan rincian" });
    expect(open.getAttribute("aria-expanded")).toBe("true");
    const details = screen.getByText("Rincian KMP Nusantara");
    expect(details.closest("tr")?.id).toBe(open.getAttribute("aria-controls"));
    await user.keyboard("{Enter}");
    expect(screen.queryByText("Rincian KMP Nusantara")).toBeNull();
  });

  it("still opens on a click anywhere in the row, one row at a time", async () => {
    const user = userEvent.setup();
    render(<DataTable {...props} />);
    await user.click(screen.getByText("KMP Bahari"));
    expect(screen.getByText("Rincian KMP Bahari")).toBeTruthy();
    await user.click(screen.getByText("KMP Nusantara"));
    expect(screen.queryByText("Rincian KMP Bahari")).toBeNull();
    expect(screen.getByText("Rincian KMP Nusantara")).toBeTruthy();
  });
});
