import { Printer } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { printShiftReport } from "./print-report";

/** 'Cetak Thermal' and 'Cetak A4' of a shift report. */
export function PrintButtons({ shiftId }: { shiftId: number }) {
  return (
    <span className="inline-flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => void printShiftReport(shiftId, "thermal")}>
        <Printer className="h-4 w-4" aria-hidden="true" /> Cetak Thermal
      </Button>
      <Button variant="secondary" onClick={() => void printShiftReport(shiftId, "a4")}>
        <Printer className="h-4 w-4" aria-hidden="true" /> Cetak A4
      </Button>
    </span>
  );
}
