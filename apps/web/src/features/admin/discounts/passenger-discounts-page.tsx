import { DiscountsPage } from "./discounts-page";

export default function PassengerDiscountsPage() {
  return <DiscountsPage jenis="penumpang" />;
}
