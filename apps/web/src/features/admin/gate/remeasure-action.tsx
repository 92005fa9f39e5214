import type { ScanAnswer } from "@ferry/shared/gate";
import { Ruler } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../session/session-context";
import { RemeasureDialog } from "./remeasure-dialog";

const REMEASURABLE = ["aktif", "digunakan"];

/**
 * 'Ukur Ulang' under a vehicle's verdict, for officers who may change tickets at the gate; after a
 * reclassification `onReclassified` gets the answer with the vehicle's new golongan and load.
 */
export function RemeasureAction({
  answer,
  onReclassified,
}: {
  answer: ScanAnswer;
  onReclassified: (answer: ScanAnswer) => void;
}) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const ticket = answer.ticket;
  if (!ticket?.kendaraan || !REMEASURABLE.includes(ticket.status_tiket) || !session.can("edit scan tiket")) {
    return null;
  }
  return (
    <>
      <Button variant="secondary" className="w-full py-3 text-lg sm:w-auto" onClick={() => setOpen(true)}>
        <Ruler className="h-5 w-5" aria-hidden="true" />
        Ukur Ulang
      </Button>
      {open ? (
        <RemeasureDialog
          ticketId={ticket.id}
          onClose={() => setOpen(false)}
          onReclassified={(row) =>
            onReclassified({
              ...answer,
              ticket: { ...ticket, kendaraan: { golongan: row.golongan_baru, tipe_tiket: row.tipe_baru } },
            })
          }
        />
      ) : null}
    </>
  );
}
