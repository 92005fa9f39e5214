import type { FareComponentInput } from "@ferry/shared/fare-components";
import type { FastifyInstance } from "fastify";
import { fareComponentRates } from "../../db/schema/fares";
import type { Crossing } from "../../test/voyage-fixtures";

/** A port fee and an insurance component, with general amounts for the crossing's adult and car. */
export async function withComponents(app: FastifyInstance, world: Crossing) {
  const component = (input: FareComponentInput) => world.api.create("/fare-components", input);
  const port = await component({
    nama: "Jasa Pelabuhan",
    pemilik: "pihak_ketiga",
    penerima: "PT ASDP Indonesia Ferry (Persero) — pelabuhan",
    aturan_refund: "sebelum_boarding",
    urutan: 1,
  });
  const insurance = await component({
    nama: "Asuransi Tambahan",
    pemilik: "pihak_ketiga",
    penerima: "PT Asuransi Contoh",
    aturan_refund: "selalu",
    urutan: 2,
  });
  const general = (component_id: number, cargo_type_id: number, jumlah: number, berlaku_mulai: string) => ({
    component_id,
    cargo_type_id,
    jumlah,
    berlaku_mulai,
    route_id: null,
  });
  await app.database.db
    .insert(fareComponentRates)
    .values([
      general(port.id, world.adult.id, 3_000, "2027-01-01"),
      general(port.id, world.car.id, 15_000, "2027-01-01"),
      general(insurance.id, world.adult.id, 1_000, "2027-01-01"),
    ]);
  return { port, insurance };
}

/** The cell of a component in a grid row. */
export const cellOf = (row: { components: { component_id: number }[] }, componentId: number) =>
  row.components.find((cell) => cell.component_id === componentId);
