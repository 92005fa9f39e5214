import { z } from "zod";
import { listQuerySchema, optionalId, recordStatus } from "./list-query";
import { requiredDate, requiredId, requiredText } from "./text-fields";
import { timestamp } from "./wire";

export const CREW_RANKS = [
  "Nakhoda",
  "Mualim I",
  "Mualim II",
  "KKM",
  "Masinis",
  "Juru Mudi",
  "Kelasi",
  "Koki",
] as const;

const crewRank = z.enum(CREW_RANKS, { error: "Jabatan tidak dikenal" });

export const crewInputSchema = z.object({
  ship_id: requiredId("Kapal"),
  nama: requiredText("Nama ABK", 100),
  jabatan: crewRank,
  nomor_identitas: requiredText("Nomor identitas", 30),
  nomor_sertifikat: requiredText("Nomor sertifikat", 50),
  masa_berlaku_sertifikat: requiredDate("Masa berlaku sertifikat"),
  status: recordStatus.default("Aktif"),
});
export type CrewInput = z.input<typeof crewInputSchema>;

export const crewListQuery = listQuerySchema(["nama", "jabatan", "masa_berlaku_sertifikat"], {
  ship_id: optionalId,
  status: recordStatus.optional(),
  jabatan: crewRank.optional(),
});

/** A crew member as `/crew` answers them: the certificate's state on the operator's today, and the ship. */
export const crewMemberSchema = z.object({
  id: z.number().int(),
  ship_id: z.number().int(),
  nama: z.string(),
  jabatan: z.string(),
  nomor_identitas: z.string(),
  nomor_sertifikat: z.string(),
  masa_berlaku_sertifikat: z.string(),
  status: recordStatus,
  created_at: timestamp,
  sertifikat_kadaluarsa: z.boolean(),
  ship: z.object({ id: z.number().int(), nama: z.string(), kode_kapal: z.string() }).nullable(),
});
export type CrewMember = z.input<typeof crewMemberSchema>;
