import { SaleEditor } from "./sale-form/sale-editor";

/** `/booking/ekspedisicreate` 'Penjualan Ekspedisi': a space request of an expedition company. */
export default function ExpeditionSalePage() {
  return (
    <SaleEditor
      mode="ekspedisi"
      title="Penjualan Ekspedisi"
      description="Pengajuan space untuk perusahaan ekspedisi: kendaraan dan muatannya menunggu ACC space sebelum dibayar."
      submitLabel="Ajukan Space"
    />
  );
}
