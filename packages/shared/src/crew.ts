import { z } from "zod";
import { listQuerySchema, optionalId, recordStatus } from "./list-query";
import { requiredDate, requiredId, requiredText } from "./text-fields";

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
