import { passwordCriteria, passwordStrength } from "@ferry/shared/password-rules";

const BAR = { Lemah: "bg-red-500", Sedang: "bg-amber-500", Kuat: "bg-green-600" };

const CRITERIA_LABELS = {
  length: "Minimal 8 karakter",
  lowercase: "Huruf kecil",
  uppercase: "Huruf besar",
  digit: "Angka",
  special: "Karakter khusus",
} as const;

/** The live strength meter (Lemah / Sedang / Kuat, out of 5) and its checklist. */
export function PasswordStrength({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  const criteria = passwordCriteria(password);
  return (
    <div className="mt-2 text-xs" data-testid="password-strength">
      <div className="mb-1 flex items-center gap-2">
        <div className="h-1.5 flex-1 overflow-hidden rounded bg-slate-200 dark:bg-slate-700">
          <div className={`h-full ${BAR[label]}`} style={{ width: `${(score / 5) * 100}%` }} />
        </div>
        <span className="font-semibold">{password ? label : ""}</span>
      </div>
      <ul className="grid grid-cols-2 gap-x-3">
        {Object.entries(CRITERIA_LABELS).map(([key, text]) => (
          <li
            key={key}
            className={
              criteria[key as keyof typeof CRITERIA_LABELS]
                ? "text-green-700 dark:text-green-400"
                : "text-slate-500"
            }
          >
            {criteria[key as keyof typeof CRITERIA_LABELS] ? "✓" : "•"} {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
