import { DEFAULT_COUNTER } from "@ferry/shared/counter";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { ShiftGate } from "../cashier-shifts/shift-gate";
import { useCounterDefaults } from "./counter/api/counter";
import { useCounterQrisViaGateway } from "./counter/api/counter-qris";
import { CounterSettings } from "./counter/counter-settings";
import { openCustomerDisplay } from "./counter/customer-display-window";
import { SaleEditor } from "./sale-form/sale-editor";

/**
 * `/booking/create` 'Penjualan Umum': a counter sale, paid on the spot, in the cashier's open shift; it
 * opens on the next departure from the cashier's port and prints in the counter's template (decision 030).
 */
export default function CounterSalePage() {
  const defaults = useCounterDefaults();
  const qrisViaGateway = useCounterQrisViaGateway(true);
  if (defaults.isPending) return <Spinner label="Memuat pengaturan loket..." />;
  const counter = defaults.data ?? DEFAULT_COUNTER;
  return (
    <ShiftGate>
      <div className="space-y-3">
        <CounterSettings defaults={counter} />
        {qrisViaGateway ? (
          <Button variant="secondary" onClick={openCustomerDisplay}>
            Buka Layar Pelanggan
          </Button>
        ) : null}
        <SaleEditor
          key={`${counter.port_id}-${counter.ticket_template}`}
          mode="loket"
          title="Penjualan Umum"
          description="Penjualan tiket di loket: pilih jadwal, isi penumpang dan kendaraan, lalu terima pembayaran."
          submitLabel="Simpan & Bayar"
          counter={counter}
        />
      </div>
    </ShiftGate>
  );
}
