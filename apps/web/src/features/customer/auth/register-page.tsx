import { CheckCircle2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Link, useNavigate } from "react-router";
import { showFieldErrors } from "../../../components/form/show-refusal";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { Notice } from "../forms/notice";
import * as api from "../session/customer-api";
import { useCustomerSession } from "../session/customer-session";
import { useGoogleClientId } from "./api/auth-config";
import { AuthShell, Divider } from "./auth-shell";
import { GoogleButton } from "./google-button";
import { googleRegisterMessage } from "./google-messages";
import type { LoginPageState } from "./login-page";
import {
  EMPTY_REGISTER_FORM,
  REGISTER_STEPS,
  type RegisterForm,
  type RegisterStep,
  stepOfField,
  stepResolver,
  toPayload,
} from "./register-schema";
import { DetailsStep, PasswordStep, PersonalStep } from "./register-steps";

export const REDIRECT_AFTER_REGISTER_MS = 2000;
export const REGISTER_FALLBACK_MESSAGE = "Terjadi kesalahan saat registrasi. Silakan coba lagi.";
export const REGISTERED_MESSAGE = "Registrasi berhasil! Silakan login dengan akun Anda.";

/** /customers/register: the three-step sign-up wizard. */
export function CustomerRegisterPage() {
  const session = useCustomerSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<RegisterStep>(1);
  const form = useForm<RegisterForm>({ resolver: stepResolver(step), defaultValues: EMPTY_REGISTER_FORM });
  const [busy, setBusy] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const clientId = useGoogleClientId();

  useEffect(() => {
    if (session.status === "authenticated") navigate("/customer/dashboard", { replace: true });
  }, [session.status, navigate]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      const state: LoginPageState = { message: REGISTERED_MESSAGE, email: done };
      navigate("/customers/login", { state });
    }, REDIRECT_AFTER_REGISTER_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  // A new step starts unchecked: its fields show their errors from its own 'Selanjutnya' on.
  const next = (values: RegisterForm) => {
    form.reset(values, { keepDefaultValues: true });
    setStep((step + 1) as RegisterStep);
  };
  const back = () => {
    form.clearErrors();
    setStep((step - 1) as RegisterStep);
  };

  const submit = form.handleSubmit(async (values) => {
    if (step < 3) return next(values);
    setBusy(true);
    setGeneral(null);
    try {
      const answer = await api.register(toPayload(values));
      setDone(answer.data?.email ?? values.email.trim().toLowerCase());
    } catch (error) {
      const [first] = error instanceof ApiError ? showFieldErrors(form, error.errors) : [];
      if (first) {
        setStep(stepOfField(first[0]));
        setGeneral(first[1]);
      } else {
        setGeneral(error instanceof ApiError && error.message ? error.message : REGISTER_FALLBACK_MESSAGE);
      }
    } finally {
      setBusy(false);
    }
  });

  const google = async (idToken: string) => {
    setGeneral(null);
    setBusy(true);
    try {
      const answer = await api.registerWithGoogle(idToken);
      toast.success(answer.message);
      session.signIn(answer);
    } catch (error) {
      setGeneral(googleRegisterMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthShell title="Registrasi Berhasil!">
        <div className="flex flex-col items-center text-center" role="status">
          <CheckCircle2 className="mb-3 h-14 w-14 text-green-600" aria-hidden="true" />
          <p className="text-slate-700 dark:text-slate-300">
            Akun untuk <strong>{done}</strong> telah dibuat. Anda akan diarahkan ke halaman login...
          </p>
        </div>
      </AuthShell>
    );
  }

  const StepFields = step === 1 ? PersonalStep : step === 2 ? PasswordStep : DetailsStep;
  const percent = Math.round((step / REGISTER_STEPS.length) * 100);
  return (
    <AuthShell title="Daftar Akun Baru" subtitle="Buat akun untuk mengelola pemesanan tiket Anda">
      <div className="mb-6">
        <div className="mb-1 flex justify-between text-xs font-medium text-slate-600 dark:text-slate-400">
          <span>Langkah {step} dari 3</span>
          <span>{percent}%</span>
        </div>
        <div
          className="h-2 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
          role="progressbar"
          aria-label="Kemajuan pendaftaran"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div
            className="h-full bg-navy-700 transition-all dark:bg-sky-400"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <h2 className="mb-4 text-lg font-semibold text-slate-900 dark:text-slate-100">
        {REGISTER_STEPS[step - 1]}
      </h2>
      {general ? (
        <div className="mb-4">
          <Notice kind="error">{general}</Notice>
        </div>
      ) : null}
      {step === 1 && clientId ? (
        <>
          <GoogleButton clientId={clientId} mode="register" onToken={google} disabled={busy} />
          <Divider text="Atau daftar dengan mengisi data dibawah ini" />
        </>
      ) : null}
      <form onSubmit={submit} noValidate>
        <StepFields form={form} />
        <div className="mt-6 flex gap-3">
          {step > 1 ? (
            <Button variant="secondary" onClick={back} disabled={busy} className="flex-1">
              Sebelumnya
            </Button>
          ) : null}
          {step < 3 ? (
            <Button type="submit" className="flex-1">
              Selanjutnya
            </Button>
          ) : (
            <Button type="submit" disabled={busy} className="flex-1">
              {busy ? "Mendaftar..." : "Daftar Sekarang"}
            </Button>
          )}
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Sudah punya akun?{" "}
        <Link to="/customers/login" className="font-semibold text-navy-700 hover:underline dark:text-sky-300">
          Masuk di sini
        </Link>
      </p>
    </AuthShell>
  );
}
