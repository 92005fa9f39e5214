import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../forms/password-field";

/**
 * After ACCOUNT_IN_USE: 'Keluar dari perangkat lain' asks the password again, then signs in ending the
 * other session (the staff take-over's rule; the other device is told its session ended).
 */
export function TakeOverForm({ busy, onConfirm }: { busy: boolean; onConfirm: (password: string) => void }) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  if (!asking)
    return (
      <Button variant="secondary" className="mt-3" onClick={() => setAsking(true)}>
        Keluar dari perangkat lain
      </Button>
    );
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return setError("Password harus diisi");
    onConfirm(password);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Keluar dari perangkat lain" className="mt-3 space-y-3">
      <p>Masukkan password Anda sekali lagi untuk mengakhiri sesi di perangkat lain dan masuk di sini.</p>
      <PasswordField
        label="Password akun"
        autoComplete="current-password"
        autoFocus
        value={password}
        error={error}
        onChange={(event) => {
          setPassword(event.target.value);
          setError(undefined);
        }}
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
