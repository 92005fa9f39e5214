import { type CustomerAuthResponse, customerLoginSchema } from "@ferry/shared/customer-auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Link, useLocation, useNavigate } from "react-router";
import { Field } from "../../../components/form/field";
import { Button } from "../../../components/ui/button";
import { Notice } from "../forms/notice";
import { PasswordField } from "../forms/password-field";
import * as api from "../session/customer-api";
import { returnPath } from "../session/customer-guard";
import { useCustomerSession } from "../session/customer-session";
import { useGoogleClientId } from "./api/auth-config";
import { AuthShell, Divider } from "./auth-shell";
import { GoogleButton } from "./google-button";
import { googleLoginMessage } from "./google-messages";
import { LoginErrorBox } from "./login-error-box";
import { type LoginErrorView, loginErrorView, withCompleteProfileSuffix } from "./login-errors";
import { TakeOverForm } from "./take-over-form";

/** What the register page hands over: the success message and the e-mail to prefill. */
export type LoginPageState = { message?: string; email?: string; from?: unknown };

/** /customers/login: e-mail and password, Google, the severity-styled error box. */
export function CustomerLoginPage() {
  const session = useCustomerSession();
  const navigate = useNavigate();
  const location = useLocation();
  const handed = (location.state ?? {}) as LoginPageState;
  const form = useForm({
    resolver: zodResolver(customerLoginSchema),
    defaultValues: { login_field: handed.email ?? "", password: "" },
  });
  const [failure, setFailure] = useState<LoginErrorView | null>(null);
  const [googleError, setGoogleError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clientId = useGoogleClientId();
  const signedInHere = useRef(false);

  // The e-mail handed over by the registration (also when the page is already open).
  const handedEmail = handed.email;
  const setField = form.setValue;
  useEffect(() => {
    if (handedEmail) setField("login_field", handedEmail);
  }, [handedEmail, setField]);

  // Already signed in: straight to the remembered page or the dashboard.
  useEffect(() => {
    if (session.status === "authenticated" && !signedInHere.current)
      navigate(returnPath(location.state), { replace: true });
  }, [session.status, navigate, location.state]);

  const finish = (answer: CustomerAuthResponse) => {
    signedInHere.current = true;
    const completeProfile = answer.action_required === "complete_profile";
    toast.success(completeProfile ? withCompleteProfileSuffix(answer.message) : answer.message);
    session.signIn(answer);
    navigate(completeProfile ? "/customer/profile" : returnPath(location.state), { replace: true });
  };

  // Editing either field closes the error box.
  const edit = { onChange: () => setFailure(null) };

  const signInChecked = form.handleSubmit(async (credentials) => {
    setFailure(null);
    await signIn(credentials);
  });
  const submit = (event: React.FormEvent) => {
    session.clearNotice();
    return signInChecked(event);
  };

  const signIn = async (credentials: { login_field: string; password: string; force?: boolean }) => {
    setBusy(true);
    try {
      finish(await api.login(credentials));
    } catch (error) {
      setFailure(loginErrorView(error));
    } finally {
      setBusy(false);
    }
  };

  const google = async (idToken: string) => {
    setGoogleError(null);
    setBusy(true);
    try {
      finish(await api.loginWithGoogle(idToken));
    } catch (error) {
      setGoogleError(googleLoginMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title="Masuk ke Akun Anda" subtitle="Kelola pemesanan tiket kapal Anda dengan mudah">
      {handed.message ? (
        <div className="mb-4">
          <Notice kind="success">{handed.message}</Notice>
        </div>
      ) : null}
      {session.notice ? (
        <div className="mb-4">
          <Notice kind="info">{session.notice}</Notice>
        </div>
      ) : null}
      {failure ? (
        <LoginErrorBox view={failure} onRetry={() => setFailure(null)}>
          {failure.code === "ACCOUNT_IN_USE" ? (
            <TakeOverForm
              busy={busy}
              onConfirm={(password) =>
                void signIn({ login_field: form.getValues("login_field").trim(), password, force: true })
              }
            />
          ) : null}
        </LoginErrorBox>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.login_field?.message}
          {...form.register("login_field", edit)}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register("password", edit)}
        />
        <p className="text-right text-sm">
          <Link
            to="/customers/forgot-password"
            className="font-semibold text-navy-700 hover:underline dark:text-sky-300"
          >
            Lupa password?
          </Link>
        </p>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Memproses..." : "Masuk"}
        </Button>
      </form>
      {clientId ? (
        <>
          <Divider text="Atau" />
          <GoogleButton clientId={clientId} mode="login" onToken={google} disabled={busy} />
          {googleError ? (
            <div className="mt-3">
              <Notice kind="error">{googleError}</Notice>
            </div>
          ) : null}
        </>
      ) : null}
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Belum punya akun?{" "}
        <Link
          to="/customers/register"
          className="font-semibold text-navy-700 hover:underline dark:text-sky-300"
        >
          Daftar sekarang
        </Link>
      </p>
    </AuthShell>
  );
}
