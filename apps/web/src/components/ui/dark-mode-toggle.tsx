import { Moon, Sun } from "lucide-react";
import { useState } from "react";
import { prefersDark, setDarkMode } from "../../lib/dark-mode";

export function DarkModeToggle({ className = "" }: { className?: string }) {
  const [dark, setDark] = useState(prefersDark);
  const toggle = () => {
    setDarkMode(!dark);
    setDark(!dark);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? "Mode terang" : "Mode gelap"}
      aria-pressed={dark}
      className={`rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${className}`}
    >
      {dark ? (
        <Sun className="h-5 w-5" aria-hidden="true" />
      ) : (
        <Moon className="h-5 w-5" aria-hidden="true" />
      )}
    </button>
  );
}
