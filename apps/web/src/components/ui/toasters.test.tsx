import { act, render, screen } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it } from "vitest";
import { StaffToaster } from "./toasters";

afterEach(() => {
  act(() => toast.remove());
});

describe("staff toaster", () => {
  it("shows at most 20 toasts, the newest first", async () => {
    render(<StaffToaster />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast(`Pesan ${index}`);
    });
    expect(await screen.findByText("Pesan 25")).toBeTruthy();
    expect(screen.getAllByText(/^Pesan \d+$/)).toHaveLength(20);
    expect(screen.queryByText("Pesan 5")).toBeNull();
  });

  it("caps the toast width at 350 px", async () => {
    render(<StaffToaster />);
    act(() => {
      toast.error("Gagal");
    });
    const message = await screen.findByText("Gagal");
    const bar = message.closest("[style*='max-width']") as HTMLElement | null;
    expect(bar?.style.maxWidth).toBe("350px");
  });
});
