import type { PermissionGroup } from "@ferry/shared/permissions";
import { type Role, roleInputSchema } from "@ferry/shared/users";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { useRoleMutations } from "./api/roles";

type RoleFormInput = z.input<typeof roleInputSchema>;
type RoleFormValues = z.output<typeof roleInputSchema>;

const toForm = (role: Role): RoleFormInput => ({
  name: role.name,
  description: role.description,
  permissions: role.permissions,
});

/**
 * One role's name and permission matrix (select-all per group), validated with the server's role schema and
 * saved in one call; a problem (the schema's or the server's) is shown as a toast.
 */
export function RoleForm({
  role,
  groups,
  canEdit,
  actions,
  onError,
}: {
  role: Role;
  groups: PermissionGroup[];
  canEdit: boolean;
  actions: ReactNode;
  onError: (error: Error) => void;
}) {
  const save = useRoleMutations().save;
  const form = useForm<RoleFormInput, unknown, RoleFormValues>({
    resolver: zodResolver(roleInputSchema),
    defaultValues: toForm(role),
  });
  useEffect(() => form.reset(toForm(role)), [role, form]);
  const held = new Set(form.watch("permissions"));
  const toggle = (names: string[], on: boolean) => {
    const next = new Set(held);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    form.setValue("permissions", [...next], { shouldDirty: true });
  };

  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id: role.id, ...values },
        {
          onSuccess: (answer) => toast.success(answer.message ?? "Peran berhasil diperbarui"),
          onError,
        },
      ),
    (errors) => {
      const message = errors.name?.message ?? errors.description?.message ?? errors.permissions?.message;
      if (message) toast.error(message);
    },
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        {canEdit && role.name !== "Super Admin" ? (
          <input
            aria-label="Nama peran"
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1 text-lg font-semibold dark:border-slate-600 dark:bg-slate-800"
            {...form.register("name")}
          />
        ) : (
          <h2 className="text-lg font-semibold">{role.name}</h2>
        )}
        <div className="flex gap-2">
          {actions}
          {canEdit ? (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Menyimpan..." : "Simpan Hak Akses"}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {groups.map((group) => (
          <fieldset
            key={group.group}
            className="rounded border border-slate-200 p-2 text-sm dark:border-slate-700"
          >
            <legend className="px-1 font-semibold">
              <label className="inline-flex items-center gap-1">
                <input
                  type="checkbox"
                  disabled={!canEdit}
                  checked={group.permissions.every((name) => held.has(name))}
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
        ))}
      </div>
    </form>
  );
}
