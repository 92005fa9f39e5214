import type { ScanAnswer } from "@ferry/shared/gate";
import { Ruler } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../session/session-context";
import { RemeasureDialog } from "./remeasure-dialog";

const REMEASURABLE = ["aktif", "digunakan"];

/** 'Ukur Ulang' under a vehicle's verdict, for officers who may change tickets at the gate. */
export function RemeasureAction({ answer }: { answer: ScanAnswer }) {
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
      {open ? <RemeasureDialog ticketId={ticket.id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
