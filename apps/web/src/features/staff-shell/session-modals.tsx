import { SESSION_TIMING } from "@ferry/shared/session-timing";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { usePublicSettings } from "../public/api/settings";
import { useSession } from "../session/session-context";
import { FORCED_LOGOUT_LOGIN, forcedLogoutMessage, SESSION_ENDED_TEXT } from "../session/session-messages";

/** 'Session Berakhir' and its variants: only 'Login Kembali', no outside click. */
export function SessionEndedModal() {
  const session = useSession();
  if (!session.endedReason) return null;
  const text = SESSION_ENDED_TEXT[session.endedReason];
  // The guard then sends the user to /login with the reason (one redirect, so no other state wins).
  return (
    <Modal
      open
      title={text.title}
      tone="warning"
      footer={<Button onClick={session.acknowledge}>Login Kembali</Button>}
    >
      <p>{text.message}</p>
    </Modal>
  );
}

/**
 * Forced logout: a red toast for 6 s; after 1 s the 'Logout Paksa' modal, which goes to the login after
 * a 10 s countdown, or to the public schedule page.
 */
export function ForcedLogoutModal() {
  const session = useSession();
  const settings = usePublicSettings();
  const [visible, setVisible] = useState(false);
  const [seconds, setSeconds] = useState<number>(SESSION_TIMING.forcedLogoutRedirectSeconds);
  const message = forcedLogoutMessage(settings.company_name);

  useEffect(() => {
    if (!session.forcedLogout) return;
    toast.error(message, { duration: SESSION_TIMING.forcedLogoutToastMs, id: "forced-logout" });
    setSeconds(SESSION_TIMING.forcedLogoutRedirectSeconds);
    const timer = setTimeout(() => setVisible(true), SESSION_TIMING.forcedLogoutModalDelayMs);
    return () => clearTimeout(timer);
  }, [session.forcedLogout, message]);

  // A full page load: nothing of the ended session stays in memory (query caches, state).
  const leave = (to: string) => {
    setVisible(false);
    window.location.assign(to);
  };

  useEffect(() => {
    if (!visible) return;
    if (seconds <= 0) {
      leave(FORCED_LOGOUT_LOGIN);
      return;
    }
    const timer = setTimeout(() => setSeconds((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  });

  if (!session.forcedLogout || !visible) return null;
  return (
    <Modal
      open
      title="Logout Paksa"
      tone="danger"
      footer={
        <>
          <Button variant="secondary" onClick={() => leave("/jadwal-publik")}>
            Kembali ke Informasi
          </Button>
          <Button onClick={() => leave(FORCED_LOGOUT_LOGIN)}>Login Kembali</Button>
        </>
      }
    >
      <p className="mb-3">{message}</p>
      <p className="font-medium" aria-live="polite">
        Auto redirect ke login dalam {seconds} detik
      </p>
    </Modal>
  );
}
