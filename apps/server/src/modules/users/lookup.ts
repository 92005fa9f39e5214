import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/users";

/** Look-ups of accounts for other modules: names for lists and documents, and the accounts of type `agen`. */
export type UserName = { id: number; username: string; nama_lengkap: string; tipe_pengguna: string };

const nameColumns = {
  id: users.id,
  username: users.username,
  nama_lengkap: users.nama_lengkap,
  tipe_pengguna: users.tipe_pengguna,
};

/** id -> name of the given users (unknown ids are left out). */
export async function userNames(db: Database, ids: (number | null)[]): Promise<Map<number, UserName>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(nameColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every user of type `agen`, by name. */
export async function agentUsers(db: Database): Promise<UserName[]> {
  return db
    .select(nameColumns)
    .from(users)
    .where(eq(users.tipe_pengguna, "agen"))
    .orderBy(asc(users.nama_lengkap), asc(users.id));
}

export const isAgent = (user: { tipe_pengguna: string } | undefined) => user?.tipe_pengguna === "agen";
