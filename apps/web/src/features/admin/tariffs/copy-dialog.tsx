import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmFooter } from "../../../components/ui/confirm-footer";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import type { Option } from "../resource-kit/resource-types";
import { useCopyTariff } from "./api/tariffs";

/** The route going the other way (destination to origin), if there is one. */
export function reverseOf(routes: Option[], routeId: string): Option | undefined {
  const route = routes.find((option) => option.value === routeId);
  return routes.find(
    (option) =>
      option.extra?.port_origin_id === route?.extra?.port_destination_id &&
      option.extra?.port_destination_id === route?.extra?.port_origin_id,
  );
}

/** Copies the saved tariff of the route (in force on the date) to another route from that date. */
export function CopyDialog({
  routes,
  routeId,
  tanggal,
  onClose,
  onCopied,
}: {
  routes: Option[];
  routeId: string;
  tanggal: string;
  onClose: () => void;
  onCopied: (routeId: string) => void;
}) {
  const [target, setTarget] = useState(() => reverseOf(routes, routeId)?.value ?? "");
  const copy = useCopyTariff();
  const copyToTarget = () =>
    copy.mutate(
      { from_route_id: Number(routeId), to_route_id: Number(target), berlaku_mulai: tanggal },
      {
        onSuccess: (answer) => {
          toast.success(
            `Tarif disalin: ${answer.data.harga_baru} tarif angkutan, ${answer.data.komponen_baru} komponen berubah`,
          );
          onCopied(target);
        },
      },
    );
  return (
    <Modal
      open
      title="Salin ke rute lain"
      onClose={onClose}
      footer={
        <ConfirmFooter
          onCancel={onClose}
          onConfirm={copyToTarget}
          busy={copy.isPending || target === ""}
          label="Salin tarif"
        />
      }
    >
      <label className="block">
        <span className="mb-1 block font-medium">Rute tujuan</span>
        <select
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          className="w-full rounded border border-slate-300 px-2 py-1 dark:border-slate-600 dark:bg-slate-800"
        >
          <option value="">— pilih rute —</option>
          {routes
            .filter((option) => option.value !== routeId)
            .map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
        </select>
      </label>
      <p className="mt-2 text-slate-500">
        Tarif tersimpan rute ini yang berlaku {tanggal} (tarif angkutan dan komponen) menjadi tarif rute
        tujuan mulai tanggal yang sama. Perubahan yang belum disimpan tidak ikut disalin.
      </p>
      {copy.error ? (
        <p role="alert" className="mt-2 text-red-600">
          {copy.error instanceof ApiError ? copy.error.message : "Gagal menyalin tarif"}
        </p>
      ) : null}
    </Modal>
  );
}
