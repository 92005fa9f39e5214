import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import {
  CustomerAreaLayout,
  CustomerChangePasswordPage,
  CustomerDashboardPage,
  CustomerForgotPasswordPage,
  CustomerLoginPage,
  CustomerProfilePage,
  CustomerRegisterPage,
  CustomerResetPasswordPage,
  CustomerRoot,
  CustomerVerifyEmailPage,
  GoogleCallbackPage,
} from "../features/customer/customer-pages";
import { BookingRoutePage, HistoryRoutePage } from "../features/customer/online-booking/online-pages";
import { CrashScreen } from "../features/errors/crash-screen";
import { DevelopmentPage } from "../features/errors/development-page";
import { lazyPage } from "../features/errors/lazy-page";
import { UnauthorizedPage } from "../features/errors/unauthorized-page";
import { HomePage } from "../features/public/home/home-page";
import { PublicLayout } from "../features/public/layout/public-layout";
import { ScheduleListPage } from "../features/public/schedules/schedule-list-page";
import { useSession } from "../features/session/session-context";
import { PermissionGate } from "../features/staff-shell/permission-gate";
import { ADMIN_ROUTES } from "./admin-routes";

/** Public pages that later issues build: the development page until then. */
const PUBLIC_PENDING: string[] = [];
const COMPANY_PAGES = ["/tentang", "/faq", "/syarat", "/kontak"];

// The public pages besides the home page and the schedules load on first visit, so the home page stays small.
const BookingCheckPage = lazyPage("Cek Booking", () =>
  import("../features/public/booking-check/booking-check-page").then((module) => ({
    default: module.BookingCheckPage,
  })),
);
const CompanyInfoPage = lazyPage("Informasi", () =>
  import("../features/public/company/company-info-page").then((module) => ({
    default: module.CompanyInfoPage,
  })),
);
const ArticlePage = lazyPage("Berita", () =>
  import("../features/public/news/article-page").then((module) => ({ default: module.ArticlePage })),
);
const NewsListPage = lazyPage("Berita", () =>
  import("../features/public/news/news-list-page").then((module) => ({ default: module.NewsListPage })),
);
const ScheduleDetailPage = lazyPage("Jadwal", () =>
  import("../features/public/schedules/schedule-detail-page").then((module) => ({
    default: module.ScheduleDetailPage,
  })),
);
const DeparturesBoardPage = lazyPage("Jadwal", () =>
  import("../features/public/schedules/departures-board-page").then((module) => ({
    default: module.DeparturesBoardPage,
  })),
);

// The staff area is split off: the public pages never download it.
const LoginPage = lazyPage("Login", () =>
  import("../features/session/login-page").then((module) => ({ default: module.LoginPage })),
);
const StaffForgotPasswordPage = lazyPage("Lupa Password", () =>
  import("../features/session/staff-password-reset").then((module) => ({
    default: module.StaffForgotPasswordPage,
  })),
);
const StaffResetPasswordPage = lazyPage("Atur Ulang Password", () =>
  import("../features/session/staff-password-reset").then((module) => ({
    default: module.StaffResetPasswordPage,
  })),
);
const CustomerDisplayPage = lazyPage("Layar Pelanggan", () =>
  import("../features/customer-display/customer-display-page").then((module) => ({
    default: module.CustomerDisplayPage,
  })),
);
const AdminLayout = lazyPage("Back-office", () =>
  import("../features/staff-shell/admin-layout").then((module) => ({ default: module.AdminLayout })),
);

function UnauthorizedLayout() {
  return useSession().status === "anonymous" ? <PublicLayout /> : <AdminLayout />;
}

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
          { path: "*", element: <DevelopmentPage /> },
        ],
      },
      {
        // One customer session for the sign-in pages and the protected area (all lazily loaded).
        element: <CustomerRoot />,
        children: [
          { path: "/customers/login", element: <CustomerLoginPage /> },
          { path: "/customers/register", element: <CustomerRegisterPage /> },
          { path: "/customers/verify", element: <CustomerVerifyEmailPage /> },
          { path: "/customers/forgot-password", element: <CustomerForgotPasswordPage /> },
          { path: "/customers/reset-password", element: <CustomerResetPasswordPage /> },
          { path: "/customer/login", element: <Navigate to="/customers/login" replace /> },
          {
            element: <CustomerAreaLayout />,
            children: [
              { path: "/customer/dashboard", element: <CustomerDashboardPage /> },
              { path: "/customer/profile", element: <CustomerProfilePage /> },
              { path: "/customer/change-password", element: <CustomerChangePasswordPage /> },
              // The placeholders while 'Booking Online' is off, the real pages when it is on.
              { path: "/customer/booking", element: <BookingRoutePage /> },
              { path: "/customer/history", element: <HistoryRoutePage /> },
            ],
          },
        ],
      },
      // The 403 page keeps the back-office layout for a signed-in staff member, else the public one.
      {
        path: "/unauthorized",
        element: <UnauthorizedLayout />,
        children: [{ index: true, element: <UnauthorizedPage /> }],
      },
      { path: "/login", element: <LoginPage /> },
      { path: "/forgot-password", element: <StaffForgotPasswordPage /> },
      { path: "/reset-password", element: <StaffResetPasswordPage /> },
      // The counter's customer-facing screen (decision 035): no layout, fed by the counter's window.
      { path: "/layar-pelanggan", element: <CustomerDisplayPage /> },
      // Google's sign-in pop-up lands here (the fallback of the Google button): no layout, no session.
      { path: "/customers/google-callback", element: <GoogleCallbackPage /> },
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
