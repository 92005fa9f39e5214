import { adminResetPasswordSchema } from "@ferry/shared/staff-auth";
import type { User } from "@ferry/shared/users";
import { KeyRound, LogOut, Power } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Field } from "../../../components/form/field";
import { Button } from "../../../components/ui/button";
import { ConfirmFooter } from "../../../components/ui/confirm-footer";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../session/session-context";
import { userCommands, useUserCommand } from "./api/users";

type Pending = { title: string; body: string; run: () => Promise<{ message?: string }> } | null;

/** Activate or deactivate, force logout and reset the password of one user, each confirmed first. */
export function UserRowActions({ row, activationOnly = false }: { row: User; activationOnly?: boolean }) {
  const session = useSession();
  const [pending, setPending] = useState<Pending>(null);
  const [resetting, setResetting] = useState(false);
  const [password, setPassword] = useState({ new_password: "", new_password_confirmation: "" });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const run = useUserCommand();
  const runCommand = (command: () => Promise<{ message?: string }>) =>
    run.mutate(command, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? "Berhasil");
        setPending(null);
        setResetting(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        else toast.error(error.message);
        setPending(null);
      },
    });
  if (!session.can("edit users")) return null;
  const active = row.status === "Aktif";
  const submitReset = () => {
    const parsed = adminResetPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]])),
      );
      return;
    }
    runCommand(() => userCommands.resetPassword(row.id, password));
  };
  return (
    <>
      <Button
        variant="ghost"
        aria-label={active ? `Nonaktifkan ${row.username}` : `Aktifkan ${row.username}`}
        onClick={() =>
          setPending({
            title: active ? "Nonaktifkan pengguna?" : "Aktifkan pengguna?",
            body: active
              ? "Sesi pengguna ini akan diakhiri dan ia tidak dapat login."
              : "Pengguna ini dapat login kembali.",
            run: () => userCommands.setStatus(row.id, active ? "Non Aktif" : "Aktif"),
          })
        }
      >
        <Power className={`h-4 w-4 ${active ? "text-amber-600" : "text-green-600"}`} />
      </Button>
      {activationOnly ? null : (
        <>
          <Button
            variant="ghost"
            aria-label={`Logout paksa ${row.username}`}
            onClick={() =>
              setPending({
                title: "Logout paksa?",
                body: "Semua sesi pengguna ini diakhiri sekarang.",
                run: () => userCommands.forceLogout(row.id),
              })
            }
          >
            <LogOut className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            aria-label={`Reset password ${row.username}`}
            onClick={() => setResetting(true)}
          >
            <KeyRound className="h-4 w-4" />
          </Button>
        </>
      )}
      <Modal
        open={pending !== null}
        title={pending?.title ?? ""}
        tone="warning"
        onClose={() => setPending(null)}
        footer={
          <ConfirmFooter
            onCancel={() => setPending(null)}
            onConfirm={() => pending && runCommand(pending.run)}
            busy={run.isPending}
          />
        }
      >
        <p>{pending?.body}</p>
      </Modal>
      <Modal
        open={resetting}
        title={`Reset password ${row.username}`}
        onClose={() => setResetting(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setResetting(false)}>
              Batal
            </Button>
            <Button disabled={run.isPending} onClick={submitReset}>
              Simpan
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <Field
            label="Password baru"
            type="password"
            value={password.new_password}
            error={errors.new_password?.[0]}
            onChange={(event) => setPassword({ ...password, new_password: event.target.value })}
          />
          <Field
            label="Konfirmasi password baru"
            type="password"
            value={password.new_password_confirmation}
            error={errors.new_password_confirmation?.[0]}
            onChange={(event) => setPassword({ ...password, new_password_confirmation: event.target.value })}
          />
          <p className="text-xs text-slate-500">Sesi pengguna ini akan diakhiri.</p>
        </div>
      </Modal>
    </>
  );
}
