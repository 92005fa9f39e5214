import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, notFound } from "../../test/mock-api";
import { renderRoutes } from "../../test/render";
import { signInStaff } from "../../test/staff-session";
import DashboardPage from "./dashboard-page";

mockApi({}, { fallback: notFound });

describe("staff dashboard", () => {
  it("lists a page reachable from two menus once among the user's modules", async () => {
    // Finance holding the agents' menu too reaches the top-ups from 'Agen' and from 'Manajemen Plafon'.
    signInStaff(["view menu agen", "view plafon", "view saldo agen"]);
    renderRoutes([{ path: "/dashboard", element: <DashboardPage /> }], "/dashboard");
    const modules = await screen.findByRole("region", { name: "Modul Anda" });
    const links = within(modules).getAllByRole("link");
    const paths = links.map((link) => link.getAttribute("href"));
    expect(paths.filter((path) => path === "/tambah-saldo")).toHaveLength(1);
    expect(paths.filter((path) => path === "/history-plafon")).toHaveLength(1);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
