import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { booking } from "../testing/fixtures";
import { SaleSuccess } from "./sale-success";

const show = (sold: typeof booking) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SaleSuccess booking={sold} onNew={() => undefined} />
    </QueryClientProvider>,
  );

describe("after a counter sale", () => {
  it("does not promise a cancellation at the deadline while a transfer waits for verification", () => {
    show(booking);
    const note = screen.getByText(/Transfer menunggu verifikasi/);
    expect(note.textContent).toContain("selama menunggu, booking tidak dibatalkan otomatis");
    expect(note.textContent).toContain("batal otomatis setelah 30/11/2026 09:00 WIB");
    expect(screen.queryByText(/Lunasi sebelum/)).toBeNull();
  });

  it("says an unpaid booking without a waiting transfer is cancelled at the deadline", () => {
    show({ ...booking, payments: [] });
    expect(
      screen.getByText("Lunasi sebelum 30/11/2026 09:00 WIB; setelah itu booking batal otomatis."),
    ).toBeTruthy();
  });
});
