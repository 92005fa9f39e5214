import { cancelScheduleSchema } from "@ferry/shared/disruptions";
import { Ban } from "lucide-react";
import { useState } from "react";
import { useCancelSchedule } from "./api/disruptions";
import { ReasonField, TwoStepDialog } from "./two-step-dialog";

/**
 * 'Batalkan jadwal': the reason passengers will read, then a confirmation of what happens (sales stopped,
 * unpaid bookings cancelled, paid ones kept and told), then the outcome in the toast.
 */
export function CancelScheduleDialog({ scheduleId, label }: { scheduleId: number; label: string }) {
  const [alasan, setAlasan] = useState("");
  const cancel = useCancelSchedule(scheduleId);
  const review = () => {
    const parsed = cancelScheduleSchema.safeParse({ alasan });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Alasan pembatalan wajib diisi");
  };
  const send = async () => {
    const answer = await cancel.mutateAsync({ alasan });
    const { terdampak, dibatalkan } = answer.data;
    return {
      message: `${answer.message ?? "Jadwal dibatalkan"}: ${terdampak.length} booking terdampak, ${dibatalkan.length} booking belum lunas dibatalkan`,
    };
  };
  return (
    <TwoStepDialog
      action="Batalkan jadwal"
      icon={<Ban className="h-4 w-4 text-red-600" />}
      label={label}
      confirmTitle="Yakin membatalkan jadwal ini?"
      confirmLabel="Ya, batalkan jadwal"
      pending={cancel.isPending}
      review={review}
      send={send}
      form={
        <div className="space-y-3">
          <p className="font-medium">{label}</p>
          <ReasonField
            label="Alasan (dibaca penumpang)"
            value={alasan}
            placeholder="Contoh: Cuaca buruk: gelombang tinggi"
            onChange={setAlasan}
          />
        </div>
      }
      confirmation={
        <ul className="list-disc space-y-1 pl-5">
          <li>Penjualan di semua kanal langsung dihentikan.</li>
          <li>Booking yang belum lunas dibatalkan dan kuotanya dilepas.</li>
          <li>
            Booking yang sudah lunas tetap tercatat (uang dan penumpang), ditandai terdampak, dan tiketnya
            ditolak di gerbang.
          </li>
          <li>Setiap pemesan dengan e-mail atau WhatsApp diberi tahu alasannya: “{alasan.trim()}”.</li>
        </ul>
      }
    />
  );
}
