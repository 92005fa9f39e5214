import { useSearchParams } from "react-router";
import { TabBar } from "../../../components/ui/tab-bar";
import { ResourcePage } from "../resource-kit/resource-page";
import TicketPricesPage from "../voyage/ticket-prices-page";
import { fareComponentsConfig } from "./fare-components-config";
import { TariffEditor } from "./tariff-editor";

const TABS = [
  { value: "grid", label: "Tarif per Rute" },
  { value: "komponen", label: "Komponen Tarif" },
  { value: "riwayat", label: "Riwayat Harga" },
];

/**
 * `/harga-muatan`: the tariff grid of a route (decision 043), the fare components, and the history of
 * transport fares (the former single-price list, kept to see and remove future prices one by one).
 */
export default function TariffsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((option) => option.value === params.get("tab")) ? String(params.get("tab")) : "grid";
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Harga Tiket</h1>
        <p className="text-sm text-slate-500">
          Tarif per rute dan jenis muatan: Tarif Jasa Angkutan dan komponen tarif, berlaku untuk pelayaran
          yang berangkat mulai tanggal berlakunya.
        </p>
      </div>
      <TabBar
        label="Bagian harga tiket"
        options={TABS}
        value={tab}
        onChange={(value) => setParams({ tab: value })}
      />
      {tab === "grid" ? <TariffEditor /> : null}
      {tab === "komponen" ? <ResourcePage config={fareComponentsConfig} /> : null}
      {tab === "riwayat" ? <TicketPricesPage /> : null}
    </div>
  );
}
