import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { signInStaff } from "../../../test/staff-session";

const line = (
  komponen: string,
  pemilik: string,
  penerima: string | null,
  dipungut: number,
  dikembalikan: number,
) => ({
  pelabuhan_id: 4,
  pelabuhan: "Ketapang",
  component_id: pemilik === "operator" ? null : 1,
  komponen,
  pemilik,
  penerima,
  dipungut,
  dikembalikan,
  disetor: dipungut - dikembalikan,
});
let answer: unknown;
const api = mockApi({
  "/api/reports/fare-remittance": () => (typeof answer === "function" ? answer() : answer),
  "/api/ports/options": { success: true, data: [{ id: 4, label: "Ketapang (KTP)" }] },
});

describe("Setoran Komponen Tarif", () => {
  it("shows each component with its owner and recipient, the totals and the third parties' part", async () => {
    answer = {
      success: true,
      data: {
        from: "2026-11-01",
        to: "2026-11-30",
        rows: [
          line("Tarif Jasa Angkutan", "operator", null, 34_200, 8_550),
          line("Iuran Wajib Jasa Raharja", "pihak_ketiga", "PT Jasa Raharja", 3_000, 0),
        ],
        totals: { dipungut: 37_200, dikembalikan: 8_550, disetor: 28_650 },
        pihak_ketiga: { dipungut: 3_000, dikembalikan: 0, disetor: 3_000 },
      },
    };
    signInStaff(["view pelabuhan"]);
    renderAt("/keuangan-setoran-komponen");
    expect(await screen.findByText("Iuran Wajib Jasa Raharja")).toBeTruthy();
    expect(screen.getByText("PT Jasa Raharja")).toBeTruthy();
    expect(screen.getByText("Pihak ketiga (disetorkan)")).toBeTruthy();
    expect(screen.getByTestId("totals-row").textContent).toContain("28.650");
    expect(screen.getByText(/Disetor ke pihak ketiga/).textContent).toContain("3.000");
    await userEvent.selectOptions(await screen.findByLabelText("Pelabuhan Asal"), "4");
    expect(api.calls.some((call) => call.query.get("port_id") === "4")).toBe(true);
  });

  it("says when the period has nothing", async () => {
    const empty = { dipungut: 0, dikembalikan: 0, disetor: 0 };
    answer = {
      success: true,
      data: { from: "2026-11-01", to: "2026-11-30", rows: [], totals: empty, pihak_ketiga: empty },
    };
    signInStaff(["view pelabuhan"]);
    renderAt("/keuangan-setoran-komponen");
    expect(await screen.findByText("Tidak ada data pada periode ini.")).toBeTruthy();
  });

  it("offers a retry when the report fails", async () => {
    answer = () => jsonResponse({ success: false, message: "Server sibuk", code: "X", error_code: "X" }, 500);
    signInStaff(["view pelabuhan"]);
    renderAt("/keuangan-setoran-komponen");
    expect((await screen.findByRole("alert")).textContent).toContain("Coba Lagi");
  });
});
