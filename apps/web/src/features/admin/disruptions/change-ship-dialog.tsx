import { scheduleShipChangeSchema } from "@ferry/shared/schedule-changes";
import { Ship } from "lucide-react";
import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { controlClass } from "../../../components/form/control-class";
import { ApiError } from "../../../lib/api";
import { useOptions } from "../resource-kit/resource-api";
import { useChangeShip } from "./delay-ship-api";
import { TwoStepDialog } from "./two-step-dialog";

/** A refusal as the dialog shows it: the message, and each class short with by how many. */
function refusal(failure: unknown): ReactNode {
  if (!(failure instanceof Error)) return "Gagal mengganti kapal";
  const short = failure instanceof ApiError && failure.status === 409 ? failure.errors?.ship_id : undefined;
  if (!short?.length) return failure.message;
  return (
    <>
      <p>Kapasitas kapal pengganti tidak cukup untuk penjualan jadwal ini. Kekurangan per kelas:</p>
      <ul className="list-disc pl-5">
        {short.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>Pindahkan kelebihan booking lebih dulu, atau pilih kapal lain.</p>
    </>
  );
}

/**
 * 'Ganti kapal': another ship in operation and the reason; when what is sold does not fit, the refusal
 * lists each class short and by how many.
 */
export function ChangeShipDialog({
  sailing,
  label,
}: {
  sailing: { id: number; ship_id: number; ship_name: string };
  label: string;
}) {
  const ships = useOptions("/ships/options");
  const [shipId, setShipId] = useState("");
  const [alasan, setAlasan] = useState("");
  const [error, setError] = useState<ReactNode>(null);
  const change = useChangeShip(sailing.id);
  const chosen = ships.data?.find((option) => option.value === shipId)?.label ?? "";
  const review = () => {
    const parsed = scheduleShipChangeSchema.safeParse({ ship_id: shipId, alasan });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? "Kapal wajib dipilih"));
    return parsed.success;
  };
  const submit = async () => {
    try {
      const answer = await change.mutateAsync({ ship_id: Number(shipId), alasan });
      toast.success(answer.message ?? "Kapal jadwal berhasil diganti");
      return true;
    } catch (failure) {
      setError(refusal(failure));
      return false;
    }
  };
  return (
    <TwoStepDialog
      trigger={{
        icon: <Ship className="h-4 w-4 text-navy-700" />,
        label: `Ganti kapal ${label}`,
        title: "Ganti kapal",
      }}
      title="Ganti kapal"
      confirmTitle="Yakin mengganti kapal?"
      confirmLabel="Ya, ganti kapal"
      pending={change.isPending}
      error={error}
      review={review}
      submit={submit}
      onClose={() => setError(null)}
      form={
        <div className="space-y-3">
          <p className="font-medium">
            {label} · kapal sekarang {sailing.ship_name}
          </p>
          <label className="block">
            <span className="mb-1 block font-medium">Kapal pengganti</span>
            <select className={controlClass} value={shipId} onChange={(e) => setShipId(e.target.value)}>
              <option value="">Pilih kapal</option>
              {(ships.data ?? [])
                .filter((option) => option.value !== String(sailing.ship_id))
                .map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
            </select>
          </label>
          <label className="block">
            <span className="mb-1 block font-medium">Alasan</span>
            <textarea
              className={controlClass}
              rows={3}
              maxLength={500}
              value={alasan}
              placeholder="Contoh: Kerusakan mesin"
              onChange={(e) => setAlasan(e.target.value)}
            />
          </label>
        </div>
      }
      confirmation={
        <ul className="list-disc space-y-1 pl-5">
          <li>
            {sailing.ship_name} diganti dengan <strong>{chosen}</strong>.
          </li>
          <li>Kapasitas per kelas mengikuti kapal pengganti; penjualan yang ada harus muat.</li>
          <li>Booking dan tiket tetap berlaku.</li>
        </ul>
      }
    />
  );
}
