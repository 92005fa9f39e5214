import type { UserStatus, UserType } from "@ferry/shared/users";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Accounts of staff and customers; `tipe_pengguna` tells them apart (`pelanggan` for customers). */
export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    nama_lengkap: text().notNull(),
    email: text(),
    tipe_pengguna: text().$type<UserType>().notNull(),
    status: text().$type<UserStatus>().notNull().default("Aktif"),
    password_hash: text().notNull(),
    last_login_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_username_unique").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
  ],
);

export const roles = pgTable("roles", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  description: text(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The catalogue from packages/shared, kept in step at every start. */
export const permissions = pgTable("permissions", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  group_name: text().notNull(),
});

export const rolePermissions = pgTable(
  "role_permissions",
  {
    role_id: integer()
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permission_id: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.role_id, table.permission_id] })],
);

export const userRoles = pgTable(
  "user_roles",
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role_id: integer()
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.role_id] }), index().on(table.role_id)],
);

/** Permissions granted to one user directly, besides those of the user's roles. */
export const userPermissions = pgTable(
  "user_permissions",
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    permission_id: integer()
      .notNull()
      .references(() => permissions.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.permission_id] })],
);
