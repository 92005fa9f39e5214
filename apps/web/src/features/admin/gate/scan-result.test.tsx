import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScanResult } from "./scan-result";
import { vehicleScanAnswer } from "./testing";

const vehicle = vehicleScanAnswer("IVB", "muat");

describe("the gate's verdict for a vehicle", () => {
  it("shows golongan, Kosong/Muat, plate and owner in large type", () => {
    render(<ScanResult answer={vehicle} />);
    const shown = within(screen.getByRole("region", { name: "Kendaraan" }));
    for (const text of ["Gol IVB", "Muat", "B 1234 KJA"]) {
      expect(shown.getByText(text).className).toContain("text-5xl");
    }
    expect(shown.getByText("Budi Hartono").className).toContain("text-3xl");
    expect(screen.getByText("ABCDEFGH-K01")).toBeTruthy();
  });

  it("shows an empty vehicle as Kosong", () => {
    render(<ScanResult answer={vehicleScanAnswer("IVA", "kosong")} />);
    expect(screen.getByText("Kosong")).toBeTruthy();
    expect(screen.getByText("Gol IVA")).toBeTruthy();
  });
});
