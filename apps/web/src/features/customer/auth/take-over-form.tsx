import { customerLoginSchema } from "@ferry/shared/customer-auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../forms/password-field";

/** The password again: the sign-in's own rule. */
const passwordAgainSchema = customerLoginSchema.pick({ password: true });

/**
 * After ACCOUNT_IN_USE: 'Keluar dari perangkat lain' asks the password again, then signs in ending the
 * other session (the staff take-over's rule; the other device is told its session ended).
 */
export function TakeOverForm({ busy, onConfirm }: { busy: boolean; onConfirm: (password: string) => void }) {
  const [asking, setAsking] = useState(false);
  const form = useForm({ resolver: zodResolver(passwordAgainSchema), defaultValues: { password: "" } });
  if (!asking)
    return (
      <Button variant="secondary" className="mt-3" onClick={() => setAsking(true)}>
        Keluar dari perangkat lain
      </Button>
    );
  return (
    <form
      onSubmit={form.handleSubmit(({ password }) => onConfirm(password))}
      noValidate
      aria-label="Keluar dari perangkat lain"
      className="mt-3 space-y-3"
    >
      <p>Masukkan password Anda sekali lagi untuk mengakhiri sesi di perangkat lain dan masuk di sini.</p>
      <PasswordField
        label="Password akun"
        autoComplete="current-password"
        autoFocus
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? "Memproses..." : "Keluar dari perangkat lain"}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)} disabled={busy}>
          Batal
        </Button>
      </div>
    </form>
  );
}
