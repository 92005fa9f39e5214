import { describe, expect, it } from "vitest";
import { actionLabel, dayLabel, fieldLabel, subjectLabel, valueLabel } from "./labels";

describe("labels staff read instead of codes", () => {
  it("names activity log actions and subjects in Indonesian", () => {
    expect(actionLabel("auth.login_forced")).toBe("Login mengambil alih sesi lain");
    expect(actionLabel("ship.created")).toBe("Kapal ditambahkan");
    expect(actionLabel("ticket_price.deleted")).toBe("Harga tiket dihapus");
    expect(actionLabel("port.archived")).toBe("Pelabuhan archived");
    expect(subjectLabel("booking_vehicle")).toBe("Kendaraan booking");
    expect(subjectLabel(null)).toBe("-");
  });

  it("names fields and coded values", () => {
    expect(fieldLabel("kode_rute")).toBe("Kode rute");
    expect(fieldLabel("berat_kg")).toBe("Berat kg");
    expect(valueLabel("method", "saldo_agen")).toBe("Saldo Agen");
    expect(valueLabel("metode", "kredit")).toBe("Kredit Ekspedisi");
    expect(valueLabel("metode", "tunai")).toBe("Tunai");
    expect(valueLabel("template", "thermal_sk")).toBe("Thermal 80 mm + S&K");
    expect(valueLabel("nama", "tunai")).toBe("tunai");
  });

  it("writes calendar days the Indonesian way", () => {
    expect(dayLabel("2026-11-23")).toBe("23/11/2026");
    expect(dayLabel("November 2026")).toBe("November 2026");
  });
});
