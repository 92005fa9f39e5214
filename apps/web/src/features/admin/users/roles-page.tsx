import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../session/session-context";
import { permissionGroupsQuery, rolesQuery, useRoleMutations } from "./api/roles";
import { RoleForm } from "./role-form";

/** `/permission`: roles and their permission matrix by module, with select-all per group, saved in one call. */
export default function RolesPage() {
  const session = useSession();
  const roles = useQuery(rolesQuery());
  const groups = useQuery(permissionGroupsQuery());
  const mutations = useRoleMutations();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [newName, setNewName] = useState("");
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const selected = roles.data?.find((role) => role.id === selectedId) ?? roles.data?.[0];
  const failed = (error: Error) =>
    toast.error(
      error instanceof ApiError
        ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message)
        : error.message,
    );
  const create = {
    mutate: () =>
      mutations.create.mutate(
        { name: newName, permissions: [] },
        {
          onSuccess: (answer) => {
            setNewName("");
            setSelectedId(answer.data.id);
          },
          onError: failed,
        },
      ),
  };
  const remove = {
    isPending: mutations.remove.isPending,
    mutate: (id: number) =>
      mutations.remove.mutate(id, {
        onSuccess: (answer) => {
          toast.success(answer.message ?? "Peran berhasil dihapus");
          setSelectedId(null);
          setConfirmingDelete(false);
        },
        onError: (error) => {
          setConfirmingDelete(false);
          failed(error);
        },
      }),
  };

  if (roles.isLoading || groups.isLoading) return <p className="text-slate-500">Memuat hak akses...</p>;
  if (roles.error || groups.error)
    return (
      <p role="alert" className="text-red-600">
        Gagal memuat hak akses.
      </p>
    );
  const canEdit = session.can("edit roles");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Hak Akses</h1>
      <div className="grid gap-4 lg:grid-cols-[260px_1fr]">
        <aside className="space-y-2">
          <ul className="rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
            {roles.data?.map((role) => (
              <li key={role.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(role.id)}
                  aria-current={role.id === selected?.id}
                  className={`flex w-full justify-between px-3 py-2 text-left text-sm ${role.id === selected?.id ? "bg-navy-50 font-semibold dark:bg-slate-800" : ""}`}
                >
                  {role.name} <span className="text-slate-500">{role.users_count}</span>
                </button>
              </li>
            ))}
          </ul>
          {session.can("create roles") ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                create.mutate();
              }}
              className="flex gap-2"
            >
              <input
                aria-label="Nama peran baru"
                value={newName}
                onChange={(event) => setNewName(event.target.value)}
                placeholder="Peran baru"
                className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 text-sm dark:border-slate-600 dark:bg-slate-800"
              />
              <Button type="submit" disabled={!newName.trim()}>
                Tambah
              </Button>
            </form>
          ) : null}
        </aside>
        {selected && groups.data ? (
          <RoleForm
            role={selected}
            groups={groups.data}
            canEdit={canEdit}
            onError={failed}
            actions={
              session.can("delete roles") ? (
                <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
                  Hapus Peran
                </Button>
              ) : null
            }
          />
        ) : null}
      </div>
      <Modal
        open={confirmingDelete && selected !== undefined}
        title="Hapus peran?"
        tone="danger"
        onClose={() => setConfirmingDelete(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
              Batal
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => selected && remove.mutate(selected.id)}
            >
              Ya, hapus
            </Button>
          </>
        }
      >
        <p>Peran {selected?.name} akan dihapus. Peran yang masih dipegang pengguna tidak dapat dihapus.</p>
      </Modal>
    </div>
  );
}
