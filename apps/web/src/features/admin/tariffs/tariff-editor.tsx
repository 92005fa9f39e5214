import { todayIn } from "@ferry/shared/zoned-time";
import { useState } from "react";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
import { blockControlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";
import { ConfirmFooter } from "../../../components/ui/confirm-footer";
import { EmptyState } from "../../../components/ui/empty-state";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { DEFAULT_ZONE } from "../../../lib/format";
import { useSession } from "../../session/session-context";
import { useOptions } from "../resource-kit/api/resource";
import { useSaveTariff, useTariff } from "./api/tariffs";
import { CopyDialog } from "./copy-dialog";
import { ImportDialog } from "./import-dialog";
import { RaiseDialog } from "./raise-dialog";
import { RouteActions } from "./route-actions";
import { countChanges, type Edits, editsFromImport, raiseAll, rowsToSave } from "./tariff-edits";
import { TariffTable } from "./tariff-table";

type Dialog = "save" | "raise" | "copy" | "import" | null;
/** The route select's value for the general component amounts of every route (`/tariffs/umum`). */
const GENERAL = "umum";

/** The grid editor of one route's tariff, saved whole with one 'Berlaku mulai' date. */
export function TariffEditor() {
  const session = useSession();
  const canEdit = session.can("create harga tiket");
  const [params, setParams] = useSearchParams();
  const routeId = params.get("route_id") ?? "";
  const tanggal = params.get("berlaku_mulai") ?? todayIn(DEFAULT_ZONE);
  const choose = (next: Record<string, string>) =>
    setParams({ tab: "grid", route_id: routeId, berlaku_mulai: tanggal, ...next });
  const routes = useOptions("/routes/options");
  const grid = useTariff(routeId, tanggal);
  const data = grid.data;
  const [edits, setEdits] = useState<Edits>({});
  const [editsOf, setEditsOf] = useState(data);
  // A new route, date or saved grid starts from what is saved there.
  if (editsOf !== data) {
    setEditsOf(data);
    setEdits({});
  }
  const [dialog, setDialog] = useState<Dialog>(null);
  const counts = grid.data ? countChanges(grid.data, edits) : { changed: 0, invalid: 0 };
  const routeName =
    routeId === GENERAL
      ? "semua rute"
      : (routes.data?.find((option) => option.value === routeId)?.label ?? "");

  const save = useSaveTariff(routeId, tanggal);
  const saveEdits = () =>
    save.mutate(
      { berlaku_mulai: tanggal, rows: data ? rowsToSave(data, edits) : [] },
      {
        onSuccess: (answer) => {
          toast.success(
            `Tarif disimpan: ${answer.data.harga_baru} tarif angkutan, ${answer.data.komponen_baru} komponen`,
          );
          setDialog(null);
        },
      },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="block min-w-64 text-sm">
          <span className="mb-1 block font-medium">Rute</span>
          <select
            value={routeId}
            onChange={(event) => choose({ route_id: event.target.value })}
            className={blockControlClass}
          >
            <option value="">— pilih rute —</option>
            <option value={GENERAL}>Semua rute (komponen umum)</option>
            {(routes.data ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-medium">Berlaku mulai</span>
          <input
            type="date"
            value={tanggal}
            onChange={(event) => event.target.value && choose({ berlaku_mulai: event.target.value })}
            className={blockControlClass}
          />
        </label>
      </div>
      {routeId === "" ? (
        <EmptyState title="Pilih rute" description="Pilih rute untuk melihat dan mengubah tarifnya." />
      ) : grid.isLoading ? (
        <p className="text-slate-500">Memuat tarif...</p>
      ) : grid.error || !grid.data ? (
        <p role="alert" className="text-red-600">
          {grid.error instanceof ApiError ? grid.error.message : "Gagal memuat tarif."}{" "}
          <button type="button" className="underline" onClick={() => void grid.refetch()}>
            Coba lagi
          </button>
        </p>
      ) : grid.data.rows.length === 0 ? (
        <EmptyState
          title="Belum ada jenis muatan"
          description="Tambahkan jenis muatan di menu Jenis Muatan dahulu."
        />
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {canEdit ? (
              <>
                <Button
                  disabled={counts.changed === 0 || counts.invalid > 0}
                  onClick={() => setDialog("save")}
                >
                  Simpan ({counts.changed} perubahan)
                </Button>
                <Button variant="secondary" disabled={counts.changed === 0} onClick={() => setEdits({})}>
                  Batalkan perubahan
                </Button>
                <Button variant="secondary" onClick={() => setDialog("raise")}>
                  Naikkan %
                </Button>
              </>
            ) : null}
            {data?.route ? (
              <RouteActions route={data.route} canEdit={canEdit} onOpen={setDialog} tanggal={tanggal} />
            ) : null}
          </div>
          {counts.invalid > 0 ? (
            <p role="alert" className="text-red-600">
              {counts.invalid} sel bukan bilangan bulat rupiah.
            </p>
          ) : null}
          <p className="text-xs text-slate-500">
            Tarif yang berlaku {tanggal}. Sel miring: tarif umum semua rute; mengubahnya membuat tarif khusus
            rute ini. Sel kuning: berubah, belum disimpan. Enter/↓ pindah ke bawah, Tab ke kanan.
          </p>
          <TariffTable
            grid={grid.data}
            edits={edits}
            readOnly={!canEdit}
            onEdit={(key, value) => setEdits((current) => ({ ...current, [key]: value }))}
          />
        </>
      )}
      {dialog === "save" ? (
        <Modal
          open
          title="Simpan tarif"
          onClose={() => setDialog(null)}
          footer={
            <ConfirmFooter
              onCancel={() => setDialog(null)}
              onConfirm={saveEdits}
              busy={save.isPending}
              label="Simpan"
            />
          }
        >
          <p>
            {counts.changed} sel berubah pada {routeName}, berlaku untuk pelayaran yang berangkat mulai{" "}
            {tanggal}. Jadwal yang belum berangkat memakai tarif angkutan baru; tiket yang sudah terjual tidak
            berubah.
          </p>
          {save.error ? (
            <p role="alert" className="mt-2 text-red-600">
              {save.error instanceof ApiError ? save.error.message : "Gagal menyimpan tarif"}
            </p>
          ) : null}
        </Modal>
      ) : null}
      {dialog === "raise" && data ? (
        <RaiseDialog
          onClose={() => setDialog(null)}
          onRaise={(percent) => {
            setEdits(raiseAll(data, edits, percent));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === "copy" ? (
        <CopyDialog
          routes={routes.data ?? []}
          routeId={routeId}
          tanggal={tanggal}
          onClose={() => setDialog(null)}
          onCopied={(target) => {
            setDialog(null);
            choose({ route_id: target });
          }}
        />
      ) : null}
      {dialog === "import" ? (
        <ImportDialog
          routeId={routeId}
          tanggal={tanggal}
          onClose={() => setDialog(null)}
          onApply={(rows) => {
            setEdits(editsFromImport(edits, rows));
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}
