import { lazyPage } from "../errors/lazy-page";

/**
 * The customer section's pages, each its own chunk: the public pages never download them. The route
 * table (app/router.tsx) places them.
 */
export const CustomerRoot = lazyPage("Pelanggan", () =>
  import("./session/customer-root").then((module) => ({ default: module.CustomerRoot })),
);
export const CustomerAreaLayout = lazyPage("Area Pelanggan", () =>
  import("./layout/customer-layout").then((module) => ({ default: module.CustomerLayout })),
);
export const CustomerLoginPage = lazyPage("Login", () =>
  import("./auth/login-page").then((module) => ({ default: module.CustomerLoginPage })),
);
export const CustomerRegisterPage = lazyPage("Registrasi", () =>
  import("./auth/register-page").then((module) => ({ default: module.CustomerRegisterPage })),
);
export const GoogleCallbackPage = lazyPage("Google", () =>
  import("./auth/google-callback-page").then((module) => ({ default: module.GoogleCallbackPage })),
);
export const CustomerVerifyEmailPage = lazyPage("Verifikasi E-mail", () =>
  import("./verify/verify-email-page").then((module) => ({ default: module.CustomerVerifyEmailPage })),
);
export const CustomerForgotPasswordPage = lazyPage("Lupa Password", () =>
  import("./password-reset/forgot-password-page").then((module) => ({
    default: module.CustomerForgotPasswordPage,
  })),
);
export const CustomerResetPasswordPage = lazyPage("Atur Ulang Password", () =>
  import("./password-reset/reset-password-page").then((module) => ({
    default: module.CustomerResetPasswordPage,
  })),
);
export const CustomerDashboardPage = lazyPage("Dashboard", () =>
  import("./dashboard/dashboard-page").then((module) => ({ default: module.CustomerDashboardPage })),
);
export const CustomerProfilePage = lazyPage("Profile", () =>
  import("./profile/profile-page").then((module) => ({ default: module.CustomerProfilePage })),
);
export const CustomerChangePasswordPage = lazyPage("Ubah Password", () =>
  import("./change-password/change-password-page").then((module) => ({
    default: module.CustomerChangePasswordPage,
  })),
);
