import { forgotPasswordSchema } from "@ferry/shared/customer-auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Field } from "../../../components/form/field";
import { Button } from "../../../components/ui/button";
import { AuthShell } from "../auth/auth-shell";
import { Notice } from "../forms/notice";
import { customerResetPages, type ResetPages } from "./reset-pages";

/**
 * 'Lupa password?' (/customers/forgot-password, and /forgot-password for staff): asks for the e-mail and
 * shows the server's answer, the same whether or not the address is registered.
 */
export function ForgotPasswordPage({ pages }: { pages: ResetPages }) {
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const answer = await pages.forgot(email);
      setMessage({ kind: "success", text: answer.message });
    } catch (error) {
      setMessage({ kind: "error", text: (error as Error).message });
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <AuthShell title="Lupa Password" subtitle="Kami akan mengirim tautan untuk membuat password baru.">
      {message ? (
        <div className="mb-4">
          <Notice kind={message.kind}>{message.text}</Notice>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Mengirim..." : "Kirim tautan"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={pages.loginPath} className="font-semibold text-navy-700 hover:underline dark:text-sky-300">
          Kembali ke halaman login
        </Link>
      </p>
    </AuthShell>
  );
}

export function CustomerForgotPasswordPage() {
  return <ForgotPasswordPage pages={customerResetPages} />;
}
