import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";

/** 'Kembali': one step back in history, or home when the page was opened directly. */
export function BackLink() {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent) => {
    if (window.history.length > 1) {
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
