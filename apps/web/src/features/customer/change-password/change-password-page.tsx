import { customerChangePasswordSchema } from "@ferry/shared/customer-auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { showFieldErrors } from "../../../components/form/show-refusal";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { NewPasswordFields } from "../forms/new-password-fields";
import { Notice } from "../forms/notice";
import { PasswordField } from "../forms/password-field";
import { useAutoClear } from "../forms/use-auto-clear";
import * as api from "../session/customer-api";

export const PASSWORD_SAVED = "Password berhasil diperbarui";
export const PASSWORD_FAILED = "Gagal memperbarui password";

const EMPTY = { current_password: "", password: "", password_confirmation: "" };

/** /customer/change-password: three fields, the live checklist and the match indicator. */
export function CustomerChangePasswordPage() {
  const form = useForm({ resolver: zodResolver(customerChangePasswordSchema), defaultValues: EMPTY });
  const [message, setMessage] = useAutoClear<{ kind: "success" | "error"; text: string }>();
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await api.changePassword(values);
      form.reset(EMPTY);
      setMessage({ kind: "success", text: answer.message || PASSWORD_SAVED });
    } catch (error) {
      if (error instanceof ApiError) showFieldErrors(form, error.errors);
      setMessage({ kind: "error", text: PASSWORD_FAILED });
    }
  });
  const busy = form.formState.isSubmitting;

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Ubah Password</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Gunakan password yang kuat dan belum pernah Anda pakai.
        </p>
      </div>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      <form
        noValidate
        onSubmit={submit}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <PasswordField
          label="Password Saat Ini"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register("current_password")}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? "Menyimpan..." : "Ubah Password"}
        </Button>
      </form>
    </div>
  );
}
