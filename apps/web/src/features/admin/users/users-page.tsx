import { titleCase } from "@ferry/shared/staff-auth";
import {
  STAFF_TYPES,
  USER_STATUSES,
  type User,
  userCreateSchema,
  userUpdateSchema,
} from "@ferry/shared/users";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { TabBar } from "../../../components/ui/tab-bar";
import { ResourcePage } from "../resource-kit/resource-page";
import type { FieldDef, ResourceConfig } from "../resource-kit/resource-types";
import { StatusBadge } from "../voyage/status-badge";
import { USERS } from "./api/users";
import { PermissionPicker } from "./permission-picker";
import { UserRowActions } from "./user-row-actions";
import { UserSessions } from "./user-sessions";

const TYPES = STAFF_TYPES.map((value) => ({ value, label: titleCase(value) }));
const STATUSES = USER_STATUSES.map((value) => ({ value, label: value }));

/** The edit form's values; the create form adds the password and its confirmation. */
type UserForm = z.output<typeof userUpdateSchema> &
  Partial<Pick<z.output<typeof userCreateSchema>, "password" | "password_confirmation">>;

const common: FieldDef<UserForm>[] = [
  { name: "username", label: "Username", type: "text" },
  { name: "nama_lengkap", label: "Nama lengkap", type: "text" },
  {
    name: "email",
    label: "Email",
    type: "text",
    help: "Opsional. Dipakai untuk 'Lupa password?' di halaman login dan pemberitahuan akun.",
  },
  { name: "tipe_pengguna", label: "Tipe pengguna", type: "select", options: TYPES },
  { name: "status", label: "Status", type: "select", options: STATUSES },
  { name: "role_ids", label: "Peran", type: "checkboxes", optionsFrom: "/roles/options" },
  {
    name: "permissions",
    label: "Hak akses tambahan",
    type: "custom",
    help: "Hak akses langsung untuk pengguna ini, di luar hak akses dari perannya.",
    render: (control) => <PermissionPicker {...control} />,
  },
];

export const usersConfig: ResourceConfig<User, UserForm> = {
  title: "Pengguna",
  description: "Akun staf dan agen, perannya, status dan sesi. Menonaktifkan akun mengakhiri sesinya.",
  endpoint: USERS,
  fixedQuery: { kelompok: "staf" },
  module: "users",
  noun: "pengguna",
  searchPlaceholder: "Cari username, nama atau email",
  columns: [
    { key: "username", label: "Username", sortKey: "username" },
    { key: "nama_lengkap", label: "Nama", sortKey: "nama_lengkap" },
    { key: "tipe_pengguna", label: "Tipe", render: (row) => titleCase(row.tipe_pengguna) },
    {
      key: "roles",
      label: "Peran",
      render: (row) => row.roles.map((role) => role.name).join(", ") || "-",
    },
    { key: "status", label: "Status", render: (row) => <StatusBadge value={row.status} /> },
    { key: "live_sessions", label: "Sesi aktif" },
  ],
  fields: [
    ...common,
    { name: "password", label: "Password", type: "password" },
    { name: "password_confirmation", label: "Konfirmasi password", type: "password" },
  ],
  editFields: common,
  filters: [
    { name: "tipe_pengguna", label: "Tipe", options: TYPES },
    { name: "status", label: "Status", options: STATUSES },
    { name: "role_id", label: "Peran", optionsFrom: "/roles/options" },
  ],
  formSchema: userCreateSchema,
  editSchema: userUpdateSchema,
  emptyForm: {
    username: "",
    nama_lengkap: "",
    email: "",
    tipe_pengguna: "kasir",
    status: "Aktif",
    role_ids: [],
    permissions: [],
    password: "",
    password_confirmation: "",
  },
  toForm: (row) => ({
    ...row,
    email: row.email ?? "",
    role_ids: row.role_ids.map(String),
    permissions: row.permissions,
  }),
  rowActions: (row) => <UserRowActions row={row} />,
  expand: (row) => <UserSessions userId={row.id} />,
};

/** Customers: read-only here but for activation (they manage their own profile). */
const customersConfig: ResourceConfig<User, UserForm> = {
  ...usersConfig,
  title: "Pelanggan",
  description: "Akun pelanggan yang mendaftar sendiri. Hanya dapat diaktifkan atau dinonaktifkan.",
  fixedQuery: { kelompok: "pelanggan" },
  readOnly: true,
  columns: [
    { key: "username", label: "Username", sortKey: "username" },
    { key: "nama_lengkap", label: "Nama", sortKey: "nama_lengkap" },
    { key: "email", label: "Email" },
    { key: "status", label: "Status", render: (row) => <StatusBadge value={row.status} /> },
    { key: "live_sessions", label: "Sesi aktif" },
  ],
  filters: [{ name: "status", label: "Status", options: STATUSES }],
  rowActions: (row) => <UserRowActions row={row} activationOnly />,
};

const GROUPS = [
  { value: "staf", label: "Staf & Agen" },
  { value: "pelanggan", label: "Pelanggan" },
];

export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const group = params.get("kelompok") === "pelanggan" ? "pelanggan" : "staf";
  return (
    <div className="space-y-4">
      <TabBar
        label="Kelompok akun"
        options={GROUPS}
        value={group}
        onChange={(value) => setParams(value === "staf" ? {} : { kelompok: value })}
      />
      <ResourcePage key={group} config={group === "staf" ? usersConfig : customersConfig} />
    </div>
  );
}
