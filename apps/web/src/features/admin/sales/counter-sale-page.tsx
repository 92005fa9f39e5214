import { ShiftGate } from "../cashier-shifts/shift-gate";
import { SaleEditor } from "./sale-form/sale-editor";

/** `/booking/create` 'Penjualan Umum': a counter sale, paid on the spot, in the cashier's open shift. */
export default function CounterSalePage() {
  return (
    <ShiftGate>
      <SaleEditor
        mode="loket"
        title="Penjualan Umum"
        description="Penjualan tiket di loket: pilih jadwal, isi penumpang dan kendaraan, lalu terima pembayaran."
        submitLabel="Simpan & Bayar"
      />
    </ShiftGate>
  );
}
