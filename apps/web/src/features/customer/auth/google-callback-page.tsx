import { useEffect, useState } from "react";
import { answerFromFragment, GOOGLE_POPUP_CHANNEL } from "./google-popup";

/**
 * /customers/google-callback: where Google's sign-in pop-up lands. Hands the ID token (or Google's
 * error) to the page that opened the pop-up, takes the token out of the address bar and history, and
 * closes the pop-up; a page that cannot be closed says so.
 */
export function GoogleCallbackPage() {
  const [done, setDone] = useState<"sent" | "missing" | null>(null);
  useEffect(() => {
    const answer = answerFromFragment(window.location.hash);
    window.history.replaceState(null, "", window.location.pathname);
    if (!answer) {
      setDone("missing");
      return;
    }
    const channel = new BroadcastChannel(GOOGLE_POPUP_CHANNEL);
    channel.postMessage(answer);
    channel.close();
    setDone("sent");
    window.close();
  }, []);
  return (
    <main className="flex min-h-screen items-center justify-center p-6 text-center text-sm text-slate-600 dark:text-slate-300">
      <p role="status">
        {done === null
          ? "Menyelesaikan masuk dengan Google..."
          : done === "sent"
            ? "Masuk dengan Google selesai. Jendela ini dapat ditutup."
            : "Tidak ada jawaban dari Google. Tutup jendela ini lalu coba lagi."}
      </p>
    </main>
  );
}
