import { scheduleShipChangeSchema } from "@ferry/shared/schedule-changes";
import { Ship } from "lucide-react";
import { type ReactNode, useState } from "react";
import { SelectField } from "../../../components/form/select-field";
import { ApiError } from "../../../lib/api";
import { useOptions } from "../resource-kit/api/resource";
import { useChangeShip } from "./api/schedule-changes";
import { ReasonField, TwoStepDialog } from "./two-step-dialog";

/** A refusal as the dialog shows it: the message, or each class short with by how many. */
function refusal(failure: unknown): ReactNode {
  const short = failure instanceof ApiError && failure.status === 409 ? failure.errors?.ship_id : undefined;
  if (!short?.length) return failure instanceof Error ? failure.message : "Gagal mengganti kapal";
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
  const change = useChangeShip(sailing.id);
  const others = (ships.data ?? []).filter((option) => option.value !== String(sailing.ship_id));
  const chosen = others.find((option) => option.value === shipId)?.label ?? "";
  const review = () => {
    const parsed = scheduleShipChangeSchema.safeParse({ ship_id: shipId, alasan });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Kapal wajib dipilih");
  };
  return (
    <TwoStepDialog
      action="Ganti kapal"
      icon={<Ship className="h-4 w-4 text-navy-700" />}
      label={label}
      confirmTitle="Yakin mengganti kapal?"
      confirmLabel="Ya, ganti kapal"
      pending={change.isPending}
      review={review}
      send={() => change.mutateAsync({ ship_id: Number(shipId), alasan })}
      failure={refusal}
      form={
        <div className="space-y-3">
          <p className="font-medium">
            {label} · kapal sekarang {sailing.ship_name}
          </p>
          <SelectField
            label="Kapal pengganti"
            value={shipId}
            placeholder="Pilih kapal"
            choices={others}
            onChange={(e) => setShipId(e.target.value)}
          />
          <ReasonField
            label="Alasan"
            value={alasan}
            placeholder="Contoh: Kerusakan mesin"
            onChange={setAlasan}
          />
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
