import { useCallback, useEffect, useRef, useState } from "react";
import { GOOGLE_MESSAGES } from "./google-messages";
import { signInWithGooglePopup } from "./google-popup";
import { type GoogleIdentity, loadGoogleIdentity } from "./google-script";

const LABELS = {
  login: "Masuk dengan Google",
  register: "Daftar dengan Google",
  link: "Tautkan Akun Google",
};

type Props = {
  clientId: string;
  mode: keyof typeof LABELS;
  /** Receives Google's ID token; its rejection is shown by the caller. */
  onToken: (idToken: string) => void;
  disabled?: boolean;
};

/**
 * Google's own button once the identity script has loaded; while it loads, or when it cannot load,
 * our button with the same label, which signs in through Google's pop-up (`google-popup.ts`).
 */
export function GoogleButton({ clientId, mode, onToken, disabled }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [identity, setIdentity] = useState<GoogleIdentity | null>(null);
  const [error, setError] = useState<string | null>(null);
  const callback = useRef(onToken);
  callback.current = onToken;

  const start = useCallback(
    () =>
      loadGoogleIdentity().then((loaded) => {
        loaded.initialize({
          client_id: clientId,
          callback: (answer) => {
            if (answer.credential) callback.current(answer.credential);
            else setError(GOOGLE_MESSAGES.buttonDefault);
          },
        });
        setIdentity(loaded);
        return loaded;
      }),
    [clientId],
  );

  useEffect(() => {
    start().catch(() => setIdentity(null));
  }, [start]);

  useEffect(() => {
    if (!identity || !holder.current) return;
    try {
      identity.renderButton(holder.current, {
        text: mode === "register" ? "signup_with" : "signin_with",
        width: 320,
        locale: "id",
      });
    } catch {
      setIdentity(null);
    }
  }, [identity, mode]);

  // Opened in the click itself (pop-up blockers); the token arrives however the pop-up is answered.
  const fallback = () => {
    setError(null);
    signInWithGooglePopup(clientId).then(
      (token) => callback.current(token),
      (failure: unknown) =>
        setError(failure instanceof Error ? failure.message : GOOGLE_MESSAGES.buttonDefault),
    );
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <div ref={holder} hidden={!identity} />
      {identity ? null : (
        <button
          type="button"
          disabled={disabled}
          onClick={fallback}
          className="flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        >
          <span aria-hidden="true" className="font-bold text-blue-600">
            G
          </span>
          {LABELS[mode]}
        </button>
      )}
      {error ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
