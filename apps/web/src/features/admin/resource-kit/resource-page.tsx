import { Pencil, Plus, Search, Trash2 } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import type { FieldValues } from "react-hook-form";
import toast from "react-hot-toast";
import { controlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { useSession } from "../../session/session-context";
import { useOptions, useResourceList, useResourceMutations } from "./api/resource";
import { DataTable, listState } from "./data-table";
import { useListParams } from "./list-params";
import { ResourceForm } from "./resource-form";
import type { FilterDef, ResourceConfig } from "./resource-types";

function FilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: FilterDef;
  value: string;
  onChange: (value: string) => void;
}) {
  const options = useOptions(filter.optionsFrom);
  if (filter.type === "date") {
    return (
      <label className="text-sm">
        <span className="sr-only">{filter.label}</span>
        <input
          type="date"
          aria-label={filter.label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={controlClass}
        />
      </label>
    );
  }
  return (
    <label className="text-sm">
      <span className="sr-only">{filter.label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} className={controlClass}>
        <option value="">Semua {filter.label.toLowerCase()}</option>
        {(filter.options ?? options.data ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A whole back-office page for one resource: search, filters, sortable list, form and delete. */
export function ResourcePage<R extends { id: number }, Form extends FieldValues>({
  config,
}: {
  config: ResourceConfig<R, Form>;
}) {
  const session = useSession();
  const filters = config.filters ?? [];
  const { query, params, update, tableControls } = useListParams(filters.map((filter) => filter.name));
  const list = useResourceList<R>(config.endpoint, { ...query, ...config.fixedQuery });
  const { save, remove } = useResourceMutations(config.endpoint);
  const [editing, setEditing] = useState<R | "new" | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const [search, setSearch] = useState(params.get("search") ?? "");

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((params.get("search") ?? "") !== search) update({ search });
    }, 350);
    return () => clearTimeout(timer);
  });

  const initial = useMemo(
    () =>
      editing === "new" || editing === null
        ? config.emptyForm
        : config.toForm
          ? config.toForm(editing)
          : editing,
    [editing, config],
  );
  const can = (action: string) => !config.readOnly && session.can(`${action} ${config.module}`);

  const submit = async (body: unknown) => {
    const answer = await save.mutateAsync({
      id: editing === "new" || editing === null ? undefined : editing.id,
      body,
    });
    toast.success(answer.message ?? "Data berhasil disimpan");
    setEditing(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      toast.success(answer.message ?? "Data berhasil dihapus");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Gagal menghapus data");
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{config.title}</h1>
          {config.description ? <p className="text-sm text-slate-500">{config.description}</p> : null}
        </div>
        <div className="flex gap-2">
          {config.toolbar}
          {can("create") ? (
            <Button onClick={() => setEditing("new")}>
              <Plus className="h-4 w-4" aria-hidden="true" /> Tambah
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <label className="relative min-w-56 flex-1">
          <span className="sr-only">Cari</span>
          <Search className="absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={config.searchPlaceholder ?? "Cari..."}
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm dark:border-slate-600 dark:bg-slate-800"
          />
        </label>
        {filters.map((filter) => (
          <FilterSelect
            key={filter.name}
            filter={filter}
            value={params.get(filter.name) ?? ""}
            onChange={(value) => update({ [filter.name]: value })}
          />
        ))}
      </div>
      <DataTable
        columns={config.columns}
        {...listState(list, `Gagal memuat ${config.noun}`)}
        {...tableControls}
        emptyText={`Belum ada ${config.noun}.`}
        expand={config.expand}
        actions={
          can("edit") || can("delete") || config.rowActions
            ? (row) => (
                <span className="inline-flex gap-1">
                  {config.rowActions?.(row)}
                  {can("edit") ? (
                    <Button
                      variant="ghost"
                      aria-label={`Ubah ${config.noun}`}
                      onClick={() => setEditing(row)}
                    >
                      <Pencil className="h-4 w-4" />
                    </Button>
                  ) : null}
                  {can("delete") ? (
                    <Button
                      variant="ghost"
                      aria-label={`Hapus ${config.noun}`}
                      onClick={() => setDeleting(row)}
                    >
                      <Trash2 className="h-4 w-4 text-red-600" />
                    </Button>
                  ) : null}
                </span>
              )
            : undefined
        }
      />
      <Modal
        open={editing !== null}
        size="lg"
        title={editing === "new" ? `Tambah ${config.noun}` : `Ubah ${config.noun}`}
        onClose={() => setEditing(null)}
      >
        {editing !== null ? (
          <ResourceForm
            editing={editing !== "new"}
            config={config}
            initial={initial}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <Modal
        open={deleting !== null}
        title={`Hapus ${config.noun}?`}
        tone="danger"
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Batal
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={() => void confirmDelete()}>
              Hapus
            </Button>
          </>
        }
      >
        <p>Data yang dihapus tidak dapat dikembalikan.</p>
      </Modal>
    </div>
  );
}
