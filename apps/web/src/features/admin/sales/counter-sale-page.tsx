import { SaleEditor } from "./sale-form/sale-editor";

/** `/booking/create` 'Penjualan Umum': a counter sale, paid on the spot. */
export default function CounterSalePage() {
  return (
    <SaleEditor
      mode="loket"
      title="Penjualan Umum"
      description="Penjualan tiket di loket: pilih jadwal, isi penumpang dan kendaraan, lalu terima pembayaran."
      submitLabel="Simpan & Bayar"
    />
  );
}
