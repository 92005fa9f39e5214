import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../session/session-context";
import { permissionGroupsQuery, rolesQuery, useRoleMutations } from "./api/roles";

/** `/permission`: roles and their permission matrix by module, with select-all per group, saved in one call. */
export default function RolesPage() {
  const session = useSession();
  const roles = useQuery(rolesQuery());
  const groups = useQuery(permissionGroupsQuery());
  const mutations = useRoleMutations();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [held, setHeld] = useState<Set<string>>(new Set());
  const [newName, setNewName] = useState("");
  const [name, setName] = useState("");
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const selected = roles.data?.find((role) => role.id === selectedId) ?? roles.data?.[0];
  useEffect(() => {
    setHeld(new Set(selected?.permissions ?? []));
    setName(selected?.name ?? "");
  }, [selected]);
  const failed = (error: Error) =>
    toast.error(
      error instanceof ApiError
        ? (Object.values(error.errors ?? {})[0]?.[0] ?? error.message)
        : error.message,
    );
  const save = {
    isPending: mutations.save.isPending,
    mutate: () =>
      selected &&
      mutations.save.mutate(
        { id: selected.id, name, description: selected.description, permissions: [...held] },
        {
          onSuccess: (answer) => toast.success(answer.message ?? "Peran berhasil diperbarui"),
          onError: failed,
        },
      ),
  };
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
  const toggle = (names: string[], on: boolean) => {
    const next = new Set(held);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    setHeld(next);
  };
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
        {selected ? (
          <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              {canEdit && selected.name !== "Super Admin" ? (
                <input
                  aria-label="Nama peran"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1 text-lg font-semibold dark:border-slate-600 dark:bg-slate-800"
                />
              ) : (
                <h2 className="text-lg font-semibold">{selected.name}</h2>
              )}
              <div className="flex gap-2">
                {session.can("delete roles") ? (
                  <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
                    Hapus Peran
                  </Button>
                ) : null}
                {canEdit ? (
                  <Button onClick={() => save.mutate()} disabled={save.isPending}>
                    {save.isPending ? "Menyimpan..." : "Simpan Hak Akses"}
                  </Button>
                ) : null}
              </div>
            </div>
            <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {groups.data?.map((group) => {
                const all = group.permissions.every((name) => held.has(name));
                return (
                  <fieldset
                    key={group.group}
                    className="rounded border border-slate-200 p-2 text-sm dark:border-slate-700"
                  >
                    <legend className="px-1 font-semibold">
                      <label className="inline-flex items-center gap-1">
                        <input
                          type="checkbox"
                          disabled={!canEdit}
                          checked={all}
                          onChange={(event) => toggle(group.permissions, event.target.checked)}
                          aria-label={`Pilih semua ${group.group}`}
                        />
                        {group.group}
                      </label>
                    </legend>
                    {group.permissions.map((permission) => (
                      <label key={permission} className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          disabled={!canEdit}
                          checked={held.has(permission)}
                          onChange={(event) => toggle([permission], event.target.checked)}
                        />
                        {permission}
                      </label>
                    ))}
                  </fieldset>
                );
              })}
            </div>
          </section>
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
