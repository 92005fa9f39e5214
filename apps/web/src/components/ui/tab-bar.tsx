export type TabOption = { value: string; label: string };

/** A row of tabs over one list filter. */
export function TabBar({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: TabOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={value === option.value}
          onClick={() => onChange(option.value)}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${value === option.value ? "border-navy-600 text-navy-700 dark:text-navy-100" : "border-transparent text-slate-500 hover:text-slate-800 dark:hover:text-slate-200"}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
