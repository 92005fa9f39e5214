import "./lib/dark-mode-init";
import "./index.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { createQueryClient, Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import { CrashBoundary } from "./features/errors/crash-screen";
import { fetchEarly } from "./features/public/early-fetch";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing");

const queryClient = createQueryClient();
fetchEarly(queryClient, window.location);

// The first render is a transition: React renders it in slices of a few milliseconds instead of one long
// task, so the page stays responsive while it starts (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <CrashBoundary>
        <Providers client={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </CrashBoundary>
    </StrictMode>,
  );
});
