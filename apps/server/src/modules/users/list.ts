import type { userListQuery } from "@ferry/shared/users";
import { and, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { userRoles, users } from "../../db/schema/users";
import { listOrder, pageMeta, searchCondition } from "../../lib/list-sql";
import { describeUsers } from "./service";

type UserListQuery = z.output<typeof userListQuery>;

/** A page of accounts for `/pengguna`, filtered by type, status, role and group, searched by name or email. */
export async function listUsers(db: Database, query: UserListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.tipe_pengguna ? sql`${users.tipe_pengguna} = ${query.tipe_pengguna}` : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.kelompok === "pelanggan" ? eq(users.tipe_pengguna, "pelanggan") : undefined,
    query.kelompok === "staf" ? ne(users.tipe_pengguna, "pelanggan") : undefined,
    query.role_id
      ? sql`${users.id} in (select user_id from ${userRoles} where role_id = ${query.role_id})`
      : undefined,
  ];
  const where = and(
    ...conditions,
    searchCondition(query.search, [users.username, users.nama_lengkap, users.email]),
  );
  const [total] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(
      listOrder(
        query,
        {
          username: users.username,
          nama_lengkap: users.nama_lengkap,
          created_at: users.created_at,
          last_login_at: users.last_login_at,
        },
        users.username,
      ),
    )
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows: await describeUsers(db, rows), meta: pageMeta(query, total?.total ?? 0) };
}
