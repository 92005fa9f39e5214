import { TICKET_TYPE_LABELS, type TICKET_TYPES } from "@ferry/shared/bookings";
import { GATE_MESSAGES, SCAN_RESULT_LABELS, type ScanAnswer, scanTone } from "@ferry/shared/gate";
import { CheckCircle2, CircleAlert, XCircle } from "lucide-react";

type TicketType = (typeof TICKET_TYPES)[number];

const TONES = {
  green: { box: "border-green-600 bg-green-600 text-white", icon: CheckCircle2 },
  amber: { box: "border-amber-500 bg-amber-400 text-amber-950", icon: CircleAlert },
  red: { box: "border-red-700 bg-red-600 text-white", icon: XCircle },
} as const;

/**
 * A vehicle at the gate, readable at arm's length: its golongan and Kosong/Muat (what the ticket was paid
 * for, checked against what drives up), the plate and the owner.
 */
function VehicleVerdict({
  plate,
  owner,
  golongan,
  tipe_tiket,
}: {
  plate: string;
  owner: string | null;
  golongan: string | null;
  tipe_tiket: string | null;
}) {
  const load = tipe_tiket ? (TICKET_TYPE_LABELS[tipe_tiket as TicketType] ?? tipe_tiket) : null;
  return (
    <section aria-label="Kendaraan" className="mt-4 space-y-2">
      <div className="flex flex-wrap gap-3">
        {golongan ? (
          <span className="rounded-xl border-4 border-current px-4 py-1 text-5xl font-black">
            Gol {golongan}
          </span>
        ) : null}
        {load ? (
          <span className="rounded-xl border-4 border-current px-4 py-1 text-5xl font-black uppercase">
            {load}
          </span>
        ) : null}
      </div>
      <p className="font-mono text-5xl font-extrabold tracking-wider">{plate}</p>
      {owner ? (
        <p className="text-3xl font-bold">
          <span className="sr-only">Pemilik: </span>
          {owner}
        </p>
      ) : null}
    </section>
  );
}

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
      {ticket?.kendaraan ? (
        <VehicleVerdict plate={ticket.nama} owner={ticket.keterangan} {...ticket.kendaraan} />
      ) : null}
      {ticket ? (
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-base sm:grid-cols-2">
          {ticket.kendaraan ? null : (
            <div>
              <dt className="text-xs uppercase opacity-80">Penumpang</dt>
              <dd className="text-2xl font-bold">{ticket.nama}</dd>
            </div>
          )}
          <div>
            <dt className="text-xs uppercase opacity-80">Kode tiket</dt>
            <dd className="font-mono text-lg">{ticket.kode_tiket}</dd>
          </div>
          {ticket.keterangan && !ticket.kendaraan ? (
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
      {ticket?.identitas_ganda ? (
        <p className="mt-3 rounded-md border-2 border-current p-2 text-lg font-bold">
          {GATE_MESSAGES.sharedIdentity}
        </p>
      ) : null}
      {answer.offline ? (
        <p className="mt-3 text-sm opacity-90">
          Diputuskan di perangkat (offline); dikirim saat jaringan kembali.
        </p>
      ) : null}
      {answer.replayed ? <p className="mt-3 text-sm opacity-90">Jawaban ulang dari scan yang sama.</p> : null}
    </section>
  );
}
