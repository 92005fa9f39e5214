import { COMPLETE_PROFILE_SUFFIX } from "@ferry/shared/customer-auth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CUSTOMER_KEYS } from "../../../lib/storage-keys";
import { jsonResponse, mockApi, notFound } from "../../../test/mock-api";
import { renderAt } from "../../../test/render";
import { authAnswer, DASHBOARD_ANSWER, profileAnswer } from "../customer-fixtures";

let loginReply: () => Response = () => jsonResponse(authAnswer());
let googleClientId: string | null = null;

const api = mockApi(
  {
    "POST /api/customer/login": () => loginReply(),
    "/api/user/profile": profileAnswer(),
    "/api/customer/dashboard": DASHBOARD_ANSWER,
    "/api/public/auth/config": () => ({ success: true, data: { google_client_id: googleClientId } }),
  },
  { fallback: notFound },
);

async function signIn(email = "sari@contoh.id", password = "rahasia123") {
  await userEvent.type(await screen.findByLabelText("Email"), email);
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Masuk" }));
}

describe("customer login page", () => {
  it("checks both fields before calling the server", async () => {
    renderAt("/customers/login");
    await userEvent.click(await screen.findByRole("button", { name: "Masuk" }));
    expect(screen.getByText("Email harus diisi")).toBeTruthy();
    expect(screen.getByText("Password harus diisi")).toBeTruthy();
    expect(api.bodies("POST", "/api/customer/login")).toHaveLength(0);
    await userEvent.type(screen.getByLabelText("Email"), "a");
    expect(screen.queryByText("Email harus diisi")).toBeNull();
  });

  it("signs in, stores the customer session and opens the dashboard", async () => {
    loginReply = () => jsonResponse(authAnswer());
    const { router } = renderAt("/customers/login");
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/dashboard"));
    expect(api.bodies("POST", "/api/customer/login")).toEqual([
      { login_field: "sari@contoh.id", password: "rahasia123" },
    ]);
    expect(window.localStorage.getItem(CUSTOMER_KEYS.token)).toBe("customer-token");
    expect(window.localStorage.getItem("token")).toBeNull();
  });

  it("returns to the page that sent the visitor to sign in", async () => {
    loginReply = () => jsonResponse(authAnswer());
    const { router } = renderAt("/customer/change-password");
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/change-password"));
  });

  it("goes to the profile with the complete-profile sentence when the server asks for it", async () => {
    loginReply = () => jsonResponse(authAnswer({ action_required: "complete_profile" }));
    const { router } = renderAt("/customers/login");
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/profile"));
    expect(await screen.findByText(`Login berhasil${COMPLETE_PROFILE_SUFFIX}`)).toBeTruthy();
  });

  it("does not repeat the complete-profile sentence when the server's message has it", async () => {
    loginReply = () =>
      jsonResponse(
        authAnswer({
          action_required: "complete_profile",
          message: "Login berhasil. Anda akan diarahkan untuk melengkapi profil.",
        }),
      );
    renderAt("/customers/login");
    await signIn();
    expect(
      await screen.findByText("Login berhasil. Anda akan diarahkan untuk melengkapi profil."),
    ).toBeTruthy();
  });

  it("shows the error box by severity, with 'Coba Lagi' only for retryable codes", async () => {
    loginReply = () => jsonResponse({ success: false, message: "x", error_code: "INVALID_CREDENTIALS" }, 401);
    renderAt("/customers/login");
    await signIn();
    const box = await screen.findByRole("alert");
    expect(box.getAttribute("data-severity")).toBe("warning");
    expect(within(box).getByText("Login Gagal")).toBeTruthy();
    expect(within(box).getByText("Email atau password yang Anda masukkan salah.")).toBeTruthy();
    expect(within(box).queryByRole("button", { name: "Coba Lagi" })).toBeNull();

    loginReply = () => jsonResponse({ success: false, message: "x", error_code: "ACCOUNT_IN_USE" }, 409);
    await userEvent.click(screen.getByRole("button", { name: "Masuk" }));
    const inUse = await screen.findByText("Akun Sedang Digunakan");
    const inUseBox = inUse.closest("[role=alert]") as HTMLElement;
    expect(inUseBox.getAttribute("data-severity")).toBe("info");
    await userEvent.click(within(inUseBox).getByRole("button", { name: "Coba Lagi" }));
    expect(screen.queryByText("Akun Sedang Digunakan")).toBeNull();
  });

  it("ends the other session from the ACCOUNT_IN_USE box after asking the password again", async () => {
    loginReply = () => jsonResponse({ success: false, message: "x", error_code: "ACCOUNT_IN_USE" }, 409);
    const { router } = renderAt("/customers/login");
    await signIn();
    const box = (await screen.findByText("Akun Sedang Digunakan")).closest("[role=alert]") as HTMLElement;
    await userEvent.click(within(box).getByRole("button", { name: "Keluar dari perangkat lain" }));
    const form = within(box).getByRole("form", { name: "Keluar dari perangkat lain" });
    await userEvent.click(within(form).getByRole("button", { name: "Keluar dari perangkat lain" }));
    expect(within(form).getByText("Password harus diisi")).toBeTruthy();
    expect(api.bodies("POST", "/api/customer/login")).toHaveLength(1);

    loginReply = () => jsonResponse(authAnswer());
    await userEvent.type(within(form).getByLabelText("Password akun"), "rahasia123");
    await userEvent.click(within(form).getByRole("button", { name: "Keluar dari perangkat lain" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/dashboard"));
    expect(api.bodies("POST", "/api/customer/login").at(-1)).toEqual({
      login_field: "sari@contoh.id",
      password: "rahasia123",
      force: true,
    });
  });

  it("refuses a user who is not a pelanggan", async () => {
    loginReply = () =>
      jsonResponse(authAnswer({ user: { ...authAnswer().user, tipe_pengguna: "admin" as "pelanggan" } }));
    renderAt("/customers/login");
    await signIn();
    expect(await screen.findByText("Login ini khusus untuk pelanggan")).toBeTruthy();
    expect(window.localStorage.getItem(CUSTOMER_KEYS.token)).toBeNull();
  });

  it("shows the success message and e-mail handed over by the registration", async () => {
    const { router } = renderAt("/customers/login");
    await router.navigate("/customers/login", {
      state: { message: "Registrasi berhasil!", email: "baru@contoh.id" },
    });
    expect(await screen.findByText("Registrasi berhasil!")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("baru@contoh.id"),
    );
  });

  it("shows Google sign-in only when the server has a client id", async () => {
    googleClientId = null;
    renderAt("/customers/login");
    await screen.findByRole("button", { name: "Masuk" });
    await waitFor(() => expect(api.calls.some((call) => call.path === "/api/public/auth/config")).toBe(true));
    expect(screen.queryByRole("button", { name: "Masuk dengan Google" })).toBeNull();
  });
});
