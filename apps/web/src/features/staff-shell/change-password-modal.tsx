import { isPasswordValid } from "@ferry/shared/password-rules";
import { SESSION_TIMING } from "@ferry/shared/session-timing";
import { type ChangePasswordInput, changePasswordSchema } from "@ferry/shared/staff-auth";
import type { MessageAnswer } from "@ferry/shared/wire";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Field } from "../../components/form/field";
import { PasswordStrength } from "../../components/form/password-strength";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { ApiError, staffApi } from "../../lib/api";

const EMPTY: ChangePasswordInput = { current_password: "", new_password: "", new_password_confirmation: "" };

/** 'Ubah Password': resets on open, live strength and match check, submit only with a valid new password. */
export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    mode: "onChange",
  });
  const [failure, setFailure] = useState<string | null>(null);
  const newPassword = form.watch("new_password");
  const confirmation = form.watch("new_password_confirmation");

  useEffect(() => {
    if (open) {
      form.reset(EMPTY);
      setFailure(null);
    }
  }, [open, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await staffApi.put<MessageAnswer>("/profile/password", values);
      toast.success(answer.message, {
        duration: SESSION_TIMING.passwordSuccessToastMs,
      });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [field, messages] of Object.entries(error.errors)) {
          form.setError(field as keyof ChangePasswordInput, { message: messages[0] });
        }
        return;
      }
      setFailure(
        error instanceof Error && error.message
          ? error.message
          : "Terjadi kesalahan saat memperbarui password",
      );
    }
  });

  const mismatch = confirmation.length > 0 && confirmation !== newPassword;
  const errors = form.formState.errors;
  return (
    <Modal open={open} title="Ubah Password" onClose={form.formState.isSubmitting ? undefined : onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {failure ? (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-red-700 dark:bg-red-950 dark:text-red-300">
            {failure}
          </p>
        ) : null}
        <Field
          label="Password Saat Ini"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register("current_password")}
        />
        <div>
          <Field
            label="Password Baru"
            type="password"
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...form.register("new_password")}
          />
          <PasswordStrength password={newPassword} />
        </div>
        <Field
          label="Konfirmasi Password Baru"
          type="password"
          autoComplete="new-password"
          error={
            errors.new_password_confirmation?.message ??
            (mismatch ? "Konfirmasi password tidak cocok" : undefined)
          }
          {...form.register("new_password_confirmation")}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose} disabled={form.formState.isSubmitting}>
            Batal
          </Button>
          <Button type="submit" disabled={!isPasswordValid(newPassword) || form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Menyimpan..." : "Simpan Password"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
