import { type ReactNode, useId, useRef } from "react";
import { useFocusTrap } from "./focus-trap";

/**
 * A centred dialog. Focus moves into it and stays there (Tab cycles) until it closes, then returns.
 * `onClose` undefined makes it undismissable (no outside click, no Escape), as the session modals require.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  tone = "default",
  size = "md",
}: {
  open: boolean;
  title: string;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  tone?: "default" | "danger" | "warning";
  size?: "sm" | "md" | "lg";
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, open, onClose);
  if (!open) return null;
  const toneClass =
    tone === "danger" ? "text-red-700 dark:text-red-400" : tone === "warning" ? "text-amber-700" : "";
  const width = size === "sm" ? "max-w-sm" : size === "lg" ? "max-w-2xl" : "max-w-md";
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-900/60" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[calc(100dvh-2rem)] w-full overflow-y-auto ${width} rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900`}
      >
        <h2 id={titleId} className={`mb-3 text-lg font-semibold ${toneClass}`}>
          {title}
        </h2>
        <div className="text-sm text-slate-700 dark:text-slate-300">{children}</div>
        {footer ? <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div> : null}
      </div>
    </div>
  );
}
