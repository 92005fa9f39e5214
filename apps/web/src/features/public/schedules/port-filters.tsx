import { ArrowLeftRight } from "lucide-react";
import { useId } from "react";
import { blockControlClass } from "../../../components/form/control-class";
import { isoDateIn } from "../../../lib/format";
import { usePublicPorts } from "./api/schedules";

export type PortFilterValues = { origin_port_id: string; destination_port_id: string; date: string };

/** Origin, destination, date (not before today) and the swap button, for the home search and /info. */
export function PortFilters({
  values,
  onChange,
}: {
  values: PortFilterValues;
  onChange: (next: PortFilterValues) => void;
}) {
  const ports = usePublicPorts();
  const today = isoDateIn(new Date());
  const id = useId();
  const select = (name: "origin_port_id" | "destination_port_id", label: string) => (
    <div className="text-sm">
      <label htmlFor={`${id}-${name}`} className="mb-1 block font-medium">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className={blockControlClass}
        value={values[name]}
        onChange={(event) => onChange({ ...values, [name]: event.target.value })}
      >
        <option value="">Semua pelabuhan</option>
        {(ports.data ?? []).map((port) => (
          <option key={port.id} value={String(port.id)}>
            {port.nama}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="grid items-end gap-3 md:grid-cols-[1fr_auto_1fr_1fr]">
      {select("origin_port_id", "Pelabuhan Asal")}
      <button
        type="button"
        aria-label="Tukar pelabuhan asal dan tujuan"
        onClick={() =>
          onChange({
            ...values,
            origin_port_id: values.destination_port_id,
            destination_port_id: values.origin_port_id,
          })
        }
        className="justify-self-center rounded-full border border-slate-300 p-2 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-700"
      >
        <ArrowLeftRight className="h-4 w-4" aria-hidden="true" />
      </button>
      {select("destination_port_id", "Pelabuhan Tujuan")}
      <label className="block text-sm">
        <span className="mb-1 block font-medium">Tanggal Berangkat</span>
        <input
          type="date"
          min={today}
          className={blockControlClass}
          value={values.date}
          onChange={(event) => onChange({ ...values, date: event.target.value })}
        />
      </label>
    </div>
  );
}
