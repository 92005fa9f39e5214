import { createBrowserRouter, type RouteObject } from "react-router";
import { CustomerLayout } from "../features/customer/layout/customer-layout";
import { CrashScreen } from "../features/errors/crash-screen";
import { DevelopmentPage } from "../features/errors/development-page";
import { lazyPage } from "../features/errors/lazy-page";
import { UnauthorizedPage } from "../features/errors/unauthorized-page";
import { BookingCheckPage } from "../features/public/booking-check/booking-check-page";
import { CompanyInfoPage } from "../features/public/company/company-info-page";
import { HomePage } from "../features/public/home/home-page";
import { PublicLayout } from "../features/public/layout/public-layout";
import { ArticlePage } from "../features/public/news/article-page";
import { NewsListPage } from "../features/public/news/news-list-page";
import { DeparturesBoardPage } from "../features/public/schedules/departures-board-page";
import { ScheduleDetailPage } from "../features/public/schedules/schedule-detail-page";
import { ScheduleListPage } from "../features/public/schedules/schedule-list-page";
import { PermissionGate } from "../features/staff-shell/permission-gate";
import { ADMIN_ROUTES } from "./admin-routes";

/** Public pages that later issues build: the development page until then. */
const PUBLIC_PENDING: string[] = [];
const COMPANY_PAGES = ["/tentang", "/faq", "/syarat", "/kontak"];
/** The customer area (inside its layout) and its standalone sign-in pages, built by the customer issues. */
const CUSTOMER_PENDING = [
  "/customer/dashboard",
  "/customer/profile",
  "/customer/change-password",
  "/customer/booking",
  "/customer/history",
];
const CUSTOMER_AUTH_PENDING = ["/customers/register", "/customers/login"];

// The staff area is split off: the public pages never download it.
const LoginPage = lazyPage("Login", () =>
  import("../features/session/login-page").then((module) => ({ default: module.LoginPage })),
);
const AdminLayout = lazyPage("Back-office", () =>
  import("../features/staff-shell/admin-layout").then((module) => ({ default: module.AdminLayout })),
);

/** The complete route table of both specifications. */
export const routes: RouteObject[] = [
  {
    errorElement: <CrashScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: "/", element: <HomePage /> },
          { path: "/info", element: <ScheduleListPage /> },
          { path: "/info/:id", element: <ScheduleDetailPage /> },
          { path: "/jadwal-publik", element: <DeparturesBoardPage /> },
          { path: "/cek-booking", element: <BookingCheckPage /> },
          { path: "/berita", element: <NewsListPage /> },
          { path: "/berita/:slug", element: <ArticlePage /> },
          ...COMPANY_PAGES.map((path) => ({ path, element: <CompanyInfoPage /> })),
          ...PUBLIC_PENDING.map((path) => ({ path, element: <DevelopmentPage /> })),
          { path: "/unauthorized", element: <UnauthorizedPage /> },
          { path: "*", element: <DevelopmentPage /> },
        ],
      },
      {
        element: <CustomerLayout />,
        children: CUSTOMER_PENDING.map((path) => ({ path, element: <DevelopmentPage /> })),
      },
      ...CUSTOMER_AUTH_PENDING.map((path) => ({ path, element: <DevelopmentPage /> })),
      { path: "/login", element: <LoginPage /> },
      {
        element: <AdminLayout />,
        children: ADMIN_ROUTES.map((route) => {
          const Page = lazyPage(route.module, route.load);
          return {
            path: route.path,
            element: (
              <PermissionGate permission={route.permission}>
                <Page />
              </PermissionGate>
            ),
          };
        }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
