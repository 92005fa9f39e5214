import { REQUEST_STATUS_LABELS, REQUEST_STATUSES } from "@ferry/shared/agents";
import { controlClass } from "../../../components/form/control-class";

type Change = (value: string) => void;

/** A select over fixed codes shown by their labels; the first option, `allLabel`, means no filter (""). */
export function ChoiceFilter<Code extends string>({
  label,
  allLabel,
  choices,
  labels,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  choices: readonly Code[];
  labels: Record<Code, string>;
  value: string;
  onChange: Change;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={controlClass}
    >
      <option value="">{allLabel}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </select>
  );
}

/** The request status filter of the top-up and plafon-change lists. */
export function RequestStatusFilter({ value, onChange }: { value: string; onChange: Change }) {
  return (
    <ChoiceFilter
      label="Status"
      allLabel="Semua status"
      choices={REQUEST_STATUSES}
      labels={REQUEST_STATUS_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}

const PERIOD_ENDS = [
  { key: "from", label: "Dari" },
  { key: "to", label: "Sampai" },
] as const;

/** 'Dari' and 'Sampai' date inputs; `onChange` names the end that changed. */
export function PeriodFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (end: "from" | "to", value: string) => void;
}) {
  const values = { from, to };
  return PERIOD_ENDS.map((end) => (
    <label key={end.key} className="text-sm">
      <span className="mr-2">{end.label}</span>
      <input
        type="date"
        aria-label={`${end.label} tanggal`}
        className={controlClass}
        value={values[end.key]}
        onChange={(event) => onChange(end.key, event.target.value)}
      />
    </label>
  ));
}
