import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";

/** Whether there is a page of this app to go back to (React Router keeps the entry's index in history.state). */
function canGoBack(): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === "number" ? index > 0 : window.history.length > 1;
}

/** 'Kembali': one step back in history, or home when the page was opened directly. */
export function BackLink() {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    if (canGoBack()) {
      event.preventDefault();
      navigate(-1);
    }
  };
  return (
    <Link
      to="/"
      onClick={onClick}
      className="inline-flex items-center gap-2 font-medium text-navy-600 hover:underline dark:text-sky-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Kembali
    </Link>
  );
}
