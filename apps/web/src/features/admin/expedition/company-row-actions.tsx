import type { ExpeditionCompany } from "@ferry/shared/expedition-companies";
import { HandCoins, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../session/session-context";
import { PlafonRequestDialog } from "./plafon-request-dialog";
import { SettlementDialog } from "./settlement-dialog";

/** 'Pelunasan' (when there is piutang) and 'Ubah Plafon' for one company; both need 'edit plafon'. */
export function CompanyRowActions({ row }: { row: ExpeditionCompany }) {
  const session = useSession();
  const [open, setOpen] = useState<"settle" | "plafon" | null>(null);
  if (!session.can("edit plafon")) return null;
  const close = () => setOpen(null);
  return (
    <>
      {row.piutang > 0 ? (
        <Button variant="ghost" aria-label={`Pelunasan ${row.nama}`} onClick={() => setOpen("settle")}>
          <HandCoins className="h-4 w-4" aria-hidden="true" /> Pelunasan
        </Button>
      ) : null}
      <Button variant="ghost" aria-label={`Ubah Plafon ${row.nama}`} onClick={() => setOpen("plafon")}>
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" /> Ubah Plafon
      </Button>
      {open === "settle" ? <SettlementDialog row={row} onClose={close} /> : null}
      {open === "plafon" ? <PlafonRequestDialog row={row} onClose={close} /> : null}
    </>
  );
}
