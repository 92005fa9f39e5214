import { crewInputSchema, crewListQuery, crewMemberSchema } from "@ferry/shared/crew";
import { todayIn } from "@ferry/shared/zoned-time";
import { crew } from "../../db/schema/voyage";
import { fieldError } from "../../lib/app-error";
import { defineResource, keepInput } from "../../lib/resource-service";
import { shipsByIds } from "../ships/index";
import { withCertificateState } from "./service";

/** Crew (ABK) of a ship; lists mark `sertifikat_kadaluarsa` on the operator's today. */
export const crewResource = defineResource({
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
  filterColumns: { ship_id: crew.ship_id, status: crew.status, jabatan: crew.jabatan },
  defaultSort: crew.nama,
  validate: async (tx, values) => {
    if (!(await shipsByIds(tx, [values.ship_id])).has(values.ship_id))
      throw fieldError("ship_id", "Kapal tidak ditemukan");
  },
  present: async (db, rows, context) => {
    const shipRows = await shipsByIds(db, [...new Set(rows.map((row) => row.ship_id))]);
    return withCertificateState(rows, todayIn(context.timeZone)).map((row) => {
      const ship = shipRows.get(row.ship_id);
      return { ...row, ship: ship ? { id: ship.id, nama: ship.nama, kode_kapal: ship.kode_kapal } : null };
    });
  },
  rowSchema: crewMemberSchema,
  optionLabel: (row) => `${row.nama} (${row.jabatan})`,
  prepare: keepInput,
});
