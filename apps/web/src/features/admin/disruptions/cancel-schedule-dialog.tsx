import { cancelScheduleSchema } from "@ferry/shared/disruptions";
import { Ban } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { controlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { useCancelSchedule } from "./api";

/**
 * 'Batalkan jadwal': the reason passengers will read, then a confirmation of what happens (unpaid bookings
 * cancelled, paid ones kept and told, sales stopped), then the outcome.
 */
export function CancelScheduleDialog({ scheduleId, label }: { scheduleId: number; label: string }) {
  const [open, setOpen] = useState(false);
  const [alasan, setAlasan] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSchedule(scheduleId);
  const close = () => {
    setOpen(false);
    setConfirming(false);
    setError(null);
  };
  const review = () => {
    const parsed = cancelScheduleSchema.safeParse({ alasan });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Alasan pembatalan wajib diisi");
      return;
    }
    setError(null);
    setConfirming(true);
  };
  const submit = async () => {
    try {
      const answer = await cancel.mutateAsync({ alasan });
      const { terdampak, dibatalkan } = answer.data;
      toast.success(
        `${answer.message ?? "Jadwal dibatalkan"}: ${terdampak.length} booking terdampak, ${dibatalkan.length} booking belum lunas dibatalkan`,
      );
      close();
      setAlasan("");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "Gagal membatalkan jadwal");
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        aria-label={`Batalkan jadwal ${label}`}
        title="Batalkan jadwal"
        onClick={() => setOpen(true)}
      >
        <Ban className="h-4 w-4 text-red-600" />
      </Button>
      <Modal
        open={open}
        title={confirming ? "Yakin membatalkan jadwal ini?" : "Batalkan jadwal"}
        tone="danger"
        onClose={cancel.isPending ? undefined : close}
        footer={
          confirming ? (
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
                Kembali
              </Button>
              <Button variant="danger" onClick={submit} disabled={cancel.isPending}>
                Ya, batalkan jadwal
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                Tutup
              </Button>
              <Button variant="danger" onClick={review}>
                Lanjut
              </Button>
            </>
          )
        }
      >
        <p className="mb-3 font-medium">{label}</p>
        {confirming ? (
          <ul className="list-disc space-y-1 pl-5">
            <li>Penjualan di semua kanal langsung dihentikan.</li>
            <li>Booking yang belum lunas dibatalkan dan kuotanya dilepas.</li>
            <li>
              Booking yang sudah lunas tetap tercatat (uang dan penumpang), ditandai terdampak, dan tiketnya
              ditolak di gerbang.
            </li>
            <li>Setiap pemesan dengan e-mail atau WhatsApp diberi tahu alasannya: “{alasan.trim()}”.</li>
          </ul>
        ) : (
          <label className="block">
            <span className="mb-1 block font-medium">Alasan (dibaca penumpang)</span>
            <textarea
              className={controlClass}
              rows={3}
              value={alasan}
              maxLength={300}
              placeholder="Contoh: Cuaca buruk: gelombang tinggi"
              onChange={(event) => setAlasan(event.target.value)}
            />
          </label>
        )}
        {error ? (
          <p role="alert" className="mt-2 text-red-600">
            {error}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
