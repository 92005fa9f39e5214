import { describe, expect, it } from "vitest";
import { activityChanges, activityChangesText, readableValue } from "./activity-changes";

const ZONE = "Asia/Jakarta";

describe("activity log changes", () => {
  it("shows only the fields an update changed, with readable values", () => {
    const changes = activityChanges(
      {
        before: {
          nama: "KMP Lama",
          status_operasional: "Aktif",
          updated_at: "2026-11-01T00:00:00Z",
          is_active: true,
        },
        after: {
          nama: "KMP Baru",
          status_operasional: "Aktif",
          updated_at: "2026-11-23T01:00:00Z",
          is_active: false,
        },
      },
      ZONE,
    );
    expect(changes).toEqual([
      { field: "nama", label: "Nama", before: "KMP Lama", after: "KMP Baru" },
      { field: "is_active", label: "Aktif", before: "Ya", after: "Tidak" },
    ]);
  });

  it("lists every field of an added record and any other property, codes and dates labelled", () => {
    const changes = activityChanges(
      {
        after: {
          method: "saldo_agen",
          tanggal_mulai: "2026-12-01",
          waktu_berangkat: "2026-11-23T01:00:00.000Z",
        },
        channel: "agen",
      },
      ZONE,
    );
    expect(changes.map((change) => [change.label, change.before, change.after])).toEqual([
      ["Metode", "-", "Saldo Agen"],
      ["Tanggal mulai", "-", "01/12/2026"],
      ["Waktu berangkat", "-", "23/11/2026 08.00 WIB"],
      ["Kanal", "-", "Agen"],
    ]);
  });

  it("reads lists and nested records without JSON", () => {
    expect(readableValue("fasilitas", ["AC", "Kantin"], ZONE)).toBe("AC, Kantin");
    expect(readableValue("x", { kode_rute: "MRK-BKH", plafon: 5_000_000 }, ZONE)).toBe(
      "Kode rute: MRK-BKH; Plafon: 5.000.000",
    );
    expect(activityChanges(null, ZONE)).toEqual([]);
    expect(activityChangesText({ before: { nama: "A" }, after: { nama: "B" } }, ZONE)).toBe("Nama: A → B");
  });
});
