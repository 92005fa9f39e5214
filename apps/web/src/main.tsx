import "./lib/dark-mode-init";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import { CrashBoundary } from "./features/errors/crash-screen";

const root = document.getElementById("root");
if (!root) throw new Error("#root missing");

createRoot(root).render(
  <StrictMode>
    <CrashBoundary>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </CrashBoundary>
  </StrictMode>,
);
