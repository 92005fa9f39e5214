import { DevelopmentPage } from "../errors/development-page";

/** Back-office pages that later work builds: the "under development" page until then. */
export default function PlaceholderPage() {
  return <DevelopmentPage />;
}
