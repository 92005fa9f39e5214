import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
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
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<string | null>(null);
  useEffect(() => {
    setValues(
      Object.fromEntries((grid.data ?? []).map((row) => [String(row.cargo_type_id), String(row.kuota)])),
    );
  }, [grid.data]);

  const save = useSaveShipCapacities(shipId);
  const saveGrid = () =>
    save.mutate(
      Object.entries(values)
        .filter(([, kuota]) => kuota !== "")
        .map(([cargo_type_id, kuota]) => ({ cargo_type_id: Number(cargo_type_id), kuota: Number(kuota) })),
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? "Kapasitas kapal berhasil disimpan");
          setErrors(null);
        },
        onError: (error) =>
          setErrors(error instanceof ApiError ? error.message : "Gagal menyimpan kapasitas"),
      },
    );
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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            saveGrid();
          }}
          className="space-y-4"
        >
          {errors ? (
            <p role="alert" className="rounded bg-red-50 p-2 text-red-700">
              {errors}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {(cargo.data ?? []).map((option) => (
              <label
                key={option.value}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
              >
                <span>{option.label}</span>
                <input
                  type="number"
                  min={0}
                  aria-label={`Kuota ${option.label}`}
                  disabled={!canEdit}
                  value={values[option.value] ?? ""}
                  onChange={(event) => setValues({ ...values, [option.value]: event.target.value })}
                  className="w-24 rounded border border-slate-300 px-2 py-1 text-right dark:border-slate-600 dark:bg-slate-800"
                />
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
