import { SCAN_RESULT_LABELS, type ScanAnswer, scanTone } from "@ferry/shared/gate";
import { CheckCircle2, CircleAlert, XCircle } from "lucide-react";

const TONES = {
  green: { box: "border-green-600 bg-green-600 text-white", icon: CheckCircle2 },
  amber: { box: "border-amber-500 bg-amber-400 text-amber-950", icon: CircleAlert },
  red: { box: "border-red-700 bg-red-600 text-white", icon: XCircle },
} as const;

/** The big answer of the last scan: green admits, amber already used, red refuses; who, and why. */
export function ScanResult({ answer }: { answer: ScanAnswer }) {
  const tone = TONES[scanTone(answer.result)];
  const Icon = tone.icon;
  const ticket = answer.ticket;
  return (
    <section
      role="status"
      aria-label="Hasil scan"
      data-result={answer.result}
      className={`rounded-2xl border-4 p-6 shadow-lg ${tone.box}`}
    >
      <div className="flex items-center gap-4">
        <Icon className="h-16 w-16 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <p className="text-4xl font-extrabold tracking-tight uppercase">
            {SCAN_RESULT_LABELS[answer.result]}
          </p>
          <p className="mt-1 text-lg font-medium">{answer.message}</p>
        </div>
      </div>
      {ticket ? (
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-base sm:grid-cols-2">
          <div>
            <dt className="text-xs uppercase opacity-80">
              {ticket.jenis === "kendaraan" ? "Kendaraan" : "Penumpang"}
            </dt>
            <dd className="text-2xl font-bold">{ticket.nama}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase opacity-80">Kode tiket</dt>
            <dd className="font-mono text-lg">{ticket.kode_tiket}</dd>
          </div>
          {ticket.keterangan ? (
            <div>
              <dt className="text-xs uppercase opacity-80">Keterangan</dt>
              <dd>{ticket.keterangan}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-xs uppercase opacity-80">Booking</dt>
            <dd className="font-mono">{ticket.booking_code}</dd>
          </div>
        </dl>
      ) : null}
      {answer.replayed ? <p className="mt-3 text-sm opacity-90">Jawaban ulang dari scan yang sama.</p> : null}
    </section>
  );
}
