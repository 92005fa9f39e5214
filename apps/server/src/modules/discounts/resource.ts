import {
  type DiscountKind,
  discountInputSchema,
  discountListQuery,
  discountOptionExtra,
  discountSchema,
} from "@ferry/shared/discounts";
import { eq } from "drizzle-orm";
import { discounts } from "../../db/schema/sales";
import { defineResource } from "../../lib/resource-service";
import { presentDiscounts } from "./present";
import { discountUsage, prepareDiscount, validateDiscount } from "./rules";

/**
 * Passenger and vehicle discounts: two resources on the one `discounts` table, each seeing only its own
 * `jenis` (`/discounts/penumpang`, module "potongan penumpang"; `/discounts/kendaraan`, "potongan kendaraan").
 */
function discountResource(jenis: DiscountKind, module: string, label: string) {
  return defineResource({
    path: `/discounts/${jenis}`,
    module,
    subject: "discount",
    label,
    table: discounts,
    inputSchema: discountInputSchema,
    listQuery: discountListQuery,
    searchColumns: [discounts.nama],
    sortColumns: {
      nama: discounts.nama,
      tanggal_mulai: discounts.tanggal_mulai,
      tanggal_selesai: discounts.tanggal_selesai,
      nilai: discounts.nilai,
      terpakai: discounts.terpakai,
      status: discounts.status,
    },
    filterColumns: {
      jenis: discounts.jenis,
      status: discounts.status,
      schedule_id: discounts.schedule_id,
      route_id: discounts.route_id,
    },
    defaultSort: discounts.tanggal_mulai,
    baseWhere: eq(discounts.jenis, jenis),
    prepare: (tx, values) => prepareDiscount(tx, jenis, values),
    validate: (tx, values, id) => validateDiscount(tx, jenis, values, id),
    inUse: discountUsage,
    present: presentDiscounts,
    rowSchema: discountSchema,
    optionExtraSchema: discountOptionExtra,
    optionLabel: (row) => row.nama,
    optionExtra: (row) => ({
      tipe: row.tipe,
      nilai: row.nilai,
      schedule_id: row.schedule_id,
      route_id: row.route_id,
      cargo_type_id: row.cargo_type_id,
      tanggal_mulai: row.tanggal_mulai,
      tanggal_selesai: row.tanggal_selesai,
    }),
  });
}

export const passengerDiscountResource = discountResource(
  "penumpang",
  "potongan penumpang",
  "Potongan penumpang",
);
export const vehicleDiscountResource = discountResource(
  "kendaraan",
  "potongan kendaraan",
  "Potongan kendaraan",
);
