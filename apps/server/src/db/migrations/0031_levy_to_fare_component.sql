-- Decision 042: the sales setting `asuransi_per_penumpang` becomes the fare component
-- 'Iuran Wajib Jasa Raharja' (a third party's, returned only on force majeure, infants exempt).
INSERT INTO "fare_components" ("nama", "pemilik", "penerima", "aturan_refund", "bayi_bebas", "urutan", "aktif")
VALUES ('Iuran Wajib Jasa Raharja', 'pihak_ketiga', 'PT Jasa Raharja (Persero)', 'force_majeure', true, 20, true);
--> statement-breakpoint
-- One general rate per passenger cargo type at the setting's value, for every sailing (none when it was 0).
WITH "levy" AS (
  SELECT ("value"->>'asuransi_per_penumpang')::numeric AS "amount"
  FROM "system_settings"
  WHERE "key" = 'sales' AND jsonb_typeof("value"->'asuransi_per_penumpang') = 'number'
)
INSERT INTO "fare_component_rates" ("component_id", "route_id", "cargo_type_id", "jumlah", "berlaku_mulai")
SELECT "c"."id", NULL, "t"."id", "levy"."amount"::integer, '2000-01-01'
FROM "levy"
CROSS JOIN "fare_components" "c"
CROSS JOIN "cargo_types" "t"
WHERE "c"."nama" = 'Iuran Wajib Jasa Raharja'
  AND "t"."kategori" = 'penumpang'
  AND "levy"."amount" > 0
  AND "levy"."amount" <= 1000000
  AND "levy"."amount" = trunc("levy"."amount");
--> statement-breakpoint
-- Every booking's levy becomes lines on its insured (non-infant) people, split as the force-majeure refund
-- splits it: an equal floor share each, the last insured (by id) the rest, so the sums stay to the rupiah.
INSERT INTO "booking_fare_components"
  ("booking_id", "passenger_id", "component_id", "nama", "pemilik", "aturan_refund", "jumlah", "created_at")
SELECT "p"."booking_id", "p"."id", "c"."id", "c"."nama", "c"."pemilik", "c"."aturan_refund",
  CASE WHEN "p"."nomor" = "p"."jumlah_orang"
    THEN "b"."biaya_komponen" - ("b"."biaya_komponen" / "p"."jumlah_orang") * ("p"."jumlah_orang" - 1)
    ELSE "b"."biaya_komponen" / "p"."jumlah_orang"
  END,
  "b"."created_at"
FROM (
  SELECT "id", "booking_id",
    row_number() OVER (PARTITION BY "booking_id" ORDER BY "id") AS "nomor",
    count(*) OVER (PARTITION BY "booking_id") AS "jumlah_orang"
  FROM "booking_passengers"
  WHERE NOT "is_infant"
) "p"
JOIN "bookings" "b" ON "b"."id" = "p"."booking_id"
CROSS JOIN "fare_components" "c"
WHERE "c"."nama" = 'Iuran Wajib Jasa Raharja' AND "b"."biaya_komponen" > 0;
--> statement-breakpoint
UPDATE "system_settings" SET "value" = "value" - 'asuransi_per_penumpang' WHERE "key" = 'sales';
