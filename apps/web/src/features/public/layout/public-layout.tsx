import { Outlet } from "react-router";
import { PublicToaster } from "../../../components/ui/toasters";
import { usePublicSettings } from "../settings-api";
import { PublicNav } from "./public-nav";
import { SiteFooter } from "./site-footer";

export function PublicLayout() {
  const settings = usePublicSettings();
  return (
    <div className="flex min-h-screen flex-col">
      <PublicNav companyName={settings.company_name} />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      <PublicToaster />
    </div>
  );
}
