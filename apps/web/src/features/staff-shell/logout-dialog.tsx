import { CheckCircle2, Circle, Loader2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { LOGOUT_STEP_LABELS, runLogoutSteps } from "../session/logout-steps";
import { useSession } from "../session/session-context";

/** 'Konfirmasi Logout', then the progress dialog with its timed steps (cancel blocked meanwhile). */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<number | null>(null);

  const start = () => {
    setStep(0);
    void runLogoutSteps(setStep, async () => {
      await session.signOut("manual");
      setStep(null);
      onClose();
      navigate("/login", { replace: true });
    });
  };

  if (!open) return null;
  if (step === null) {
    return (
      <Modal
        open
        title="Konfirmasi Logout"
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Batal
            </Button>
            <Button variant="danger" onClick={start}>
              Logout
            </Button>
          </>
        }
      >
        <p>Apakah Anda yakin ingin keluar dari aplikasi?</p>
      </Modal>
    );
  }
  return (
    <Modal
      open
      title="Sedang Logout..."
      footer={
        <Button variant="secondary" disabled>
          Batal
        </Button>
      }
    >
      <ol className="space-y-2">
        {LOGOUT_STEP_LABELS.map((label, index) => (
          <li key={label} className="flex items-center gap-2">
            {index < step ? (
              <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden="true" />
            ) : index === step ? (
              <Loader2 className="h-4 w-4 animate-spin text-navy-600" aria-hidden="true" />
            ) : (
              <Circle className="h-4 w-4 text-slate-400" aria-hidden="true" />
            )}
            <span className={index === step ? "font-semibold" : ""}>{label}</span>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
