import { shipCapacityGridFormSchema } from "@ferry/shared/ship-capacities";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { blockControlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../session/session-context";
import { useOptions } from "../resource-kit/api/resource";
import { useSaveShipCapacities, useShipCapacities } from "./api/ship-capacities";

/** The capacity grid of one ship: a quota per cargo type, saved in one call. */
export default function CapacitiesPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const shipId = params.get("ship_id") ?? "";
  const ships = useOptions("/ships/options");
  const cargo = useOptions("/cargo-types/options");
  const grid = useShipCapacities(shipId);
  const form = useForm<
    z.input<typeof shipCapacityGridFormSchema>,
    unknown,
    z.output<typeof shipCapacityGridFormSchema>
  >({ resolver: zodResolver(shipCapacityGridFormSchema), defaultValues: { rows: [] } });
  useEffect(() => {
    // A row per cargo type (in the order shown), then any saved entry whose type is not offered, kept as it is.
    const saved = new Map((grid.data ?? []).map((row) => [row.cargo_type_id, String(row.kuota)]));
    const shown = (cargo.data ?? []).map((option) => Number(option.value));
    const rows = [...shown, ...[...saved.keys()].filter((id) => !shown.includes(id))].map((id) => ({
      cargo_type_id: id,
      kuota: saved.get(id) ?? "",
    }));
    form.reset({ rows });
  }, [grid.data, cargo.data, form]);

  const save = useSaveShipCapacities(shipId);
  const saveGrid = form.handleSubmit(({ entries }) =>
    save.mutate(entries, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? "Kapasitas kapal berhasil disimpan");
        form.clearErrors("root");
      },
      onError: (error) =>
        form.setError("root", {
          message: error instanceof ApiError ? error.message : "Gagal menyimpan kapasitas",
        }),
    }),
  );
  const refusal = form.formState.errors.root?.message;
  const rowErrors = form.formState.errors.rows;
  const canEdit = session.can("edit kapasitas kapal");

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Kapasitas Kapal</h1>
        <p className="text-sm text-slate-500">
          Kuota kursi, slot kendaraan dan tonase barang per kapal. Jadwal baru memakai kapasitas ini.
        </p>
      </div>
      <label className="block max-w-sm text-sm">
        <span className="mb-1 block font-medium">Kapal</span>
        <select
          value={shipId}
          onChange={(event) => setParams(event.target.value ? { ship_id: event.target.value } : {})}
          className={blockControlClass}
        >
          <option value="">— pilih kapal —</option>
          {(ships.data ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {shipId === "" ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-500">
          Pilih kapal untuk melihat kapasitasnya.
        </p>
      ) : grid.isLoading || cargo.isLoading ? (
        <p className="text-slate-500">Memuat kapasitas...</p>
      ) : grid.error ? (
        <p role="alert" className="text-red-600">
          Gagal memuat kapasitas kapal.
        </p>
      ) : (
        <form onSubmit={saveGrid} className="space-y-4">
          {refusal ? (
            <p role="alert" className="rounded bg-red-50 p-2 text-red-700">
              {refusal}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {(cargo.data ?? []).map((option, index) => (
              <label
                key={option.value}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
              >
                <span>{option.label}</span>
                <input
                  type="number"
                  min={0}
                  aria-label={`Kuota ${option.label}`}
                  disabled={!canEdit}
                  {...form.register(`rows.${index}.kuota`)}
                  className="w-24 rounded border border-slate-300 px-2 py-1 text-right dark:border-slate-600 dark:bg-slate-800"
                />
                {rowErrors?.[index]?.kuota ? (
                  <span className="basis-full text-xs text-red-600">{rowErrors[index].kuota.message}</span>
                ) : null}
              </label>
            ))}
          </div>
          {canEdit ? (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Menyimpan..." : "Simpan Kapasitas"}
            </Button>
          ) : null}
        </form>
      )}
    </div>
  );
}
