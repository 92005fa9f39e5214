import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../test/render";
import { DelayedNotice } from "./delayed-notice";
import { ScheduleCard } from "./schedule-card";
import { publicScheduleFixture } from "./testing";

const REASON = "Menunggu cuaca membaik";
const delayed = publicScheduleFixture({
  waktu_berangkat: "2026-03-05T03:30:00Z",
  waktu_berangkat_awal: "2026-03-05T01:00:00Z",
  alasan_tunda: REASON,
});

describe("a delayed sailing on the public pages", () => {
  it("shows 'Ditunda' on its card with the new and the first published time in the port's zone", () => {
    renderRoutes([{ path: "/info", element: <ScheduleCard schedule={delayed} /> }], "/info");
    expect(screen.getByRole("status").textContent).toBe(
      `Ditunda ke 05/03/2026 10.30 WIB (semula 05/03/2026 08.00 WIB): ${REASON}`,
    );
  });

  it("says nothing for a sailing on time, or cancelled after a delay", () => {
    renderRoutes(
      [
        {
          path: "/",
          element: (
            <>
              <DelayedNotice schedule={publicScheduleFixture()} />
              <DelayedNotice schedule={{ ...delayed, status: "batal" }} />
            </>
          ),
        },
      ],
      "/",
    );
    expect(screen.queryByRole("status")).toBeNull();
  });
});
