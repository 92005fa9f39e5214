import { DiscountsPage } from "./discounts-page";

export default function VehicleDiscountsPage() {
  return <DiscountsPage jenis="kendaraan" />;
}
