import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createBrowserRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { BackLink } from "./back-link";

/** A real browser router on jsdom's history, opened at `path`. */
function openAt(path: string) {
  window.history.replaceState(null, "", path);
  const router = createBrowserRouter([
    { path: "/", element: <p>Beranda</p> },
    { path: "/info", element: <p>Info</p> },
    { path: "/hilang", element: <BackLink /> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe("'Kembali'", () => {
  it("goes home when the page was opened directly", async () => {
    const router = openAt("/hilang");
    await userEvent.click(screen.getByRole("link", { name: "Kembali" }));
    expect(router.state.location.pathname).toBe("/");
    expect(await screen.findByText("Beranda")).toBeTruthy();
  });

  it("goes one step back within the app", async () => {
    const router = openAt("/info");
    await act(() => router.navigate("/hilang"));
    await userEvent.click(screen.getByRole("link", { name: "Kembali" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/info"));
    expect(await screen.findByText("Info")).toBeTruthy();
  });
});
