import { crewInputSchema, crewListQuery } from "@ferry/shared/crew";
import { eq, inArray } from "drizzle-orm";
import { crew, ships } from "../../db/schema/voyage";
import { fieldError } from "../../lib/app-error";
import { type ResourceDefinition, resourceRoutes } from "../../lib/resource-routes";
import { withCertificateState } from "./service";

export const crewResource: ResourceDefinition = {
  path: "/crew",
  module: "abk",
  subject: "crew",
  label: "ABK",
  table: crew,
  inputSchema: crewInputSchema,
  listQuery: crewListQuery,
  searchColumns: [crew.nama, crew.nomor_identitas, crew.nomor_sertifikat],
  sortColumns: {
    nama: crew.nama,
    jabatan: crew.jabatan,
    masa_berlaku_sertifikat: crew.masa_berlaku_sertifikat,
  },
  filterColumns: { ship_id: crew.ship_id, status: crew.status },
  defaultSort: crew.nama,
  validate: async (tx, values) => {
    const [ship] = await tx
      .select({ id: ships.id })
      .from(ships)
      .where(eq(ships.id, Number(values.ship_id)));
    if (!ship) throw fieldError("ship_id", "Kapal tidak ditemukan");
  },
  present: async (db, rows) => {
    const shipIds = [...new Set(rows.map((row) => Number(row.ship_id)))];
    const shipRows = shipIds.length ? await db.select().from(ships).where(inArray(ships.id, shipIds)) : [];
    return withCertificateState(rows).map((row) => {
      const ship = shipRows.find((item) => item.id === row.ship_id);
      return { ...row, ship: ship ? { id: ship.id, nama: ship.nama, kode_kapal: ship.kode_kapal } : null };
    });
  },
  optionLabel: (row) => `${row.nama} (${row.jabatan})`,
};

export const crewRoutes = resourceRoutes(crewResource);
