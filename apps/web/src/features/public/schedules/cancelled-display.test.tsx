import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render";
import { SailingCancelled } from "../booking-check/sailing-cancelled";
import { publicBookingFixture } from "../booking-check/testing";
import { ScheduleCard } from "./schedule-card";
import { publicScheduleFixture } from "./testing";

const REASON = "Cuaca buruk: gelombang tinggi";
const sailing = publicScheduleFixture({
  status: "batal",
  alasan_batal: REASON,
  dibatalkan_at: "2026-03-04T01:00:00Z",
});

describe("a sailing the operator cancelled, on the public pages", () => {
  it("shows 'Dibatalkan' with the reason on its card", () => {
    renderRoutes([{ path: "/info", element: <ScheduleCard schedule={sailing} /> }], "/info");
    expect(screen.getByRole("status").textContent).toBe(`Dibatalkan: ${REASON}`);
  });

  it("tells a passenger holding a booking what they may do, and an unpaid one that nothing is owed", () => {
    const schedule = {
      ...publicBookingFixture().schedule,
      status: "batal",
      alasan_batal: REASON,
    } as NonNullable<ReturnType<typeof publicBookingFixture>["schedule"]>;
    const { unmount } = renderRoutes(
      [
        {
          path: "/",
          element: <SailingCancelled booking={publicBookingFixture({ status: "confirmed", schedule })} />,
        },
      ],
      "/",
    );
    expect(screen.getByText(`Dibatalkan: ${REASON}`)).toBeTruthy();
    expect(screen.getByText(/refund penuh tanpa potongan dan tanpa batas waktu/)).toBeTruthy();
    expect(screen.getByText(/Menunggu dipindahkan oleh petugas/)).toBeTruthy();
    unmount();
    renderRoutes(
      [
        {
          path: "/",
          element: <SailingCancelled booking={publicBookingFixture({ status: "cancel", schedule })} />,
        },
      ],
      "/",
    );
    expect(screen.getByText(/ikut dibatalkan; tidak ada yang perlu dibayar/)).toBeTruthy();
  });
});
