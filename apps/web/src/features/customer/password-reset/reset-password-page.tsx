import { passwordResetSchema } from "@ferry/shared/customer-auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { showFieldErrors } from "../../../components/form/show-refusal";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { AuthShell } from "../auth/auth-shell";
import { NewPasswordFields } from "../forms/new-password-fields";
import { Notice } from "../forms/notice";
import { customerResetPages, type ResetPages } from "./reset-pages";

const MISSING = "Tautan tidak lengkap. Buka tautan dari e-mail Anda, atau minta tautan baru.";
const linkClass = "font-semibold text-navy-700 hover:underline dark:text-sky-300";

/**
 * The page of the reset link (/customers/reset-password?token=…, and /reset-password?token=… for staff).
 * A new password (change-password rules); done, the account signs in again (every session was ended); a
 * refused link offers a new one.
 */
export function ResetPasswordPage({ pages }: { pages: ResetPages }) {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const form = useForm({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: "", password_confirmation: "" },
  });
  const [outcome, setOutcome] = useState<{ kind: "success" | "error"; text: string } | null>(
    token ? null : { kind: "error", text: MISSING },
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await pages.reset(values);
      setOutcome({ kind: "success", text: answer.message });
    } catch (error) {
      if (error instanceof ApiError) showFieldErrors(form, error.errors);
      setOutcome({ kind: "error", text: (error as Error).message });
    }
  });
  const busy = form.formState.isSubmitting;

  const done = outcome?.kind === "success";
  return (
    <AuthShell title="Atur Ulang Password">
      {outcome ? (
        <div className="mb-4">
          <Notice kind={outcome.kind}>{outcome.text}</Notice>
        </div>
      ) : null}
      {done || !token ? null : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <NewPasswordFields form={form} />
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? "Menyimpan..." : "Simpan password baru"}
          </Button>
        </form>
      )}
      <p className="mt-6 flex justify-center gap-4 text-center text-sm">
        <Link to={pages.loginPath} className={linkClass}>
          Masuk
        </Link>
        {done ? null : (
          <Link to={pages.forgotPath} className={linkClass}>
            Minta tautan baru
          </Link>
        )}
      </p>
    </AuthShell>
  );
}

export function CustomerResetPasswordPage() {
  return <ResetPasswordPage pages={customerResetPages} />;
}
