import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { PortFilters, type PortFilterValues } from "../schedules/port-filters";

/** The home page's search: at least one criterion, then /info with the criteria as query parameters. */
export function ScheduleSearch() {
  const navigate = useNavigate();
  const [values, setValues] = useState<PortFilterValues>({
    origin_port_id: "",
    destination_port_id: "",
    date: "",
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = Object.entries(values).filter(([, value]) => value !== "");
    if (chosen.length === 0) {
      window.alert("Silakan pilih minimal satu kriteria pencarian");
      return;
    }
    navigate(`/info?${new URLSearchParams(chosen).toString()}`);
  };
  return (
    <form
      onSubmit={submit}
      className="rounded-xl bg-white p-4 text-slate-900 shadow-lg dark:bg-slate-900 dark:text-slate-100"
      aria-label="Cari jadwal"
    >
      <PortFilters values={values} onChange={setValues} />
      <button
        type="submit"
        className="mt-4 w-full rounded-lg bg-navy-700 px-4 py-2 font-semibold text-white hover:bg-navy-800"
      >
        Cari Jadwal
      </button>
    </form>
  );
}
