import { type LoginInput, loginSchema, type TokenResponse } from "@ferry/shared/staff-auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Ship } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { Field } from "../../components/form/field";
import { Button } from "../../components/ui/button";
import { StaffToaster } from "../../components/ui/toasters";
import { usePublicSettings } from "../public/api/settings";
import { DeviceLoginForm } from "./device-login-form";
import { getDeviceName } from "./device-name";
import { LoginError, requestLogin } from "./session-api";
import { useSession } from "./session-context";
import { FORCED_LOGOUT_LOGIN, forcedLogoutMessage, SESSION_ENDED_TEXT } from "./session-messages";

type LoginState = { sessionExpired?: boolean; message?: string; from?: string } | null;

/** Staff sign-in. 'Akun sedang digunakan' offers to take the other session over. */
export function LoginPage() {
  const session = useSession();
  const settings = usePublicSettings();
  const navigate = useNavigate();
  const state = useLocation().state as LoginState;
  const [search] = useSearchParams();
  const forcedOut = `?${search.toString()}` === FORCED_LOGOUT_LOGIN.slice("/login".length);
  const [failure, setFailure] = useState<{ message: string; code: string } | null>(null);
  // '?perangkat=1' signs a gate device in (decision 032); a browser that did so opens in that mode again.
  const deviceMode =
    search.get("perangkat") === "1" || (search.get("perangkat") !== "0" && getDeviceName() !== null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });

  // A gate device opens straight on the scan page.
  const home = deviceMode ? "/scan-tiket" : "/dashboard";
  if (session.status === "authenticated" && !failure) return <Navigate to={state?.from ?? home} replace />;

  const signIn = async (values: LoginInput) => {
    setFailure(null);
    try {
      const response = await requestLogin(values);
      session.signIn(response);
      navigate(state?.from && state.from !== "/login" ? state.from : "/dashboard", { replace: true });
    } catch (error) {
      fail(error);
    }
  };
  const fail = (error: unknown) => {
    const caught =
      error instanceof LoginError ? error : new LoginError({ message: String(error), code: "CLIENT_ERROR" });
    setFailure({ message: caught.message, code: caught.code });
  };
  const signInDevice = (response: TokenResponse) => {
    session.signIn(response);
    navigate(home, { replace: true });
  };

  const busy = form.formState.isSubmitting;
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-navy-900 to-navy-600 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-2xl dark:bg-slate-900">
        <div className="mb-6 text-center">
          <Ship className="mx-auto mb-2 h-10 w-10 text-navy-700 dark:text-sky-300" aria-hidden="true" />
          <h1 className="text-xl font-bold">Login Staf</h1>
          <p className="text-sm text-slate-500">{settings.company_name}</p>
        </div>
        {(state?.sessionExpired || forcedOut) && !failure ? (
          <p role="status" className="mb-4 rounded-md bg-amber-50 p-2 text-sm text-amber-800">
            {state?.sessionExpired
              ? (state.message ?? SESSION_ENDED_TEXT.expired.message)
              : forcedLogoutMessage(settings.company_name)}
          </p>
        ) : null}
        {failure ? (
          <div
            role="alert"
            className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-300"
          >
            <p>{failure.message}</p>
            {failure.code === "ACCOUNT_IN_USE" ? (
              <Button
                variant="danger"
                className="mt-2 w-full"
                disabled={busy}
                onClick={form.handleSubmit((values) => signIn({ ...values, force: true }))}
              >
                Ambil Alih Sesi
              </Button>
            ) : null}
          </div>
        ) : null}
        {deviceMode ? (
          <DeviceLoginForm onSignedIn={signInDevice} onFailure={fail} />
        ) : (
          <form onSubmit={form.handleSubmit(signIn)} className="space-y-4" noValidate>
            <Field
              label="Username atau Email"
              autoComplete="username"
              autoFocus
              error={form.formState.errors.username?.message}
              {...form.register("username")}
            />
            <Field
              label="Password"
              type="password"
              autoComplete="current-password"
              error={form.formState.errors.password?.message}
              {...form.register("password")}
            />
            <p className="-mt-2 text-right text-sm">
              <Link to="/forgot-password" className="text-navy-600 hover:underline dark:text-sky-300">
                Lupa password?
              </Link>
            </p>
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Memproses..." : "Masuk"}
            </Button>
          </form>
        )}
        <p className="mt-4 text-center text-sm">
          <Link
            to={deviceMode ? "/login?perangkat=0" : "/login?perangkat=1"}
            replace
            className="text-navy-600 hover:underline dark:text-sky-300"
            onClick={() => setFailure(null)}
          >
            {deviceMode ? "Masuk sebagai petugas" : "Masuk sebagai perangkat gerbang"}
          </Link>
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-navy-600 hover:underline dark:text-sky-300">
            Kembali ke beranda
          </Link>
        </p>
      </div>
      <StaffToaster />
    </div>
  );
}
