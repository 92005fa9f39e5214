import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { useAfterFirstPaint } from "../../../lib/after-first-paint";
import { usePublicSettings } from "../api/settings";
import { PublicNav } from "./public-nav";
import { SiteFooter } from "./site-footer";

// The toaster (react-hot-toast) is not needed for the first paint: it loads in its own chunk right after it.
// Toasts raised before it has mounted wait in react-hot-toast's store and show once it is there.
const PublicToaster = lazy(() =>
  import("../../../components/ui/toasters").then((module) => ({ default: module.PublicToaster })),
);

export function PublicLayout() {
  const settings = usePublicSettings();
  const painted = useAfterFirstPaint();
  return (
    <div className="flex min-h-screen flex-col">
      <PublicNav companyName={settings.company_name} />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      {painted ? (
        <Suspense fallback={null}>
          <PublicToaster />
        </Suspense>
      ) : null}
    </div>
  );
}
