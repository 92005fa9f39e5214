import type { SetURLSearchParams } from "react-router";
import { controlClass } from "../../../components/form/control-class";
import { useFilterOptions } from "./api/reports";

/** The filters of a report, kept in the URL: month (recaps) or date range, route, ship, schedule. */
export function ReportFilters({
  params,
  setParams,
  monthly,
  voyage = true,
}: {
  params: URLSearchParams;
  setParams: SetURLSearchParams;
  monthly?: boolean;
  voyage?: boolean;
}) {
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === "month" && value) {
      next.delete("from");
      next.delete("to");
    }
    if ((key === "from" || key === "to") && value) next.delete("month");
    setParams(next, { replace: true });
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      {monthly ? (
        <label className="text-sm">
          <span className="mr-2">Bulan</span>
          <input
            type="month"
            className={controlClass}
            value={params.get("month") ?? ""}
            onChange={(event) => set("month", event.target.value)}
          />
        </label>
      ) : null}
      <label className="text-sm">
        <span className="mr-2">Dari</span>
        <input
          type="date"
          className={controlClass}
          value={params.get("from") ?? ""}
          onChange={(event) => set("from", event.target.value)}
        />
      </label>
      <label className="text-sm">
        <span className="mr-2">Sampai</span>
        <input
          type="date"
          className={controlClass}
          value={params.get("to") ?? ""}
          onChange={(event) => set("to", event.target.value)}
        />
      </label>
      {voyage ? <VoyageFilters params={params} set={set} /> : null}
    </div>
  );
}

/** Route, ship and sailing: only the voyage reports have them (finance's report has no route filter). */
function VoyageFilters({
  params,
  set,
}: {
  params: URLSearchParams;
  set: (key: string, value: string) => void;
}) {
  const options = useFilterOptions();
  return (
    <>
      <label className="text-sm">
        <span className="mr-2">Rute</span>
        <select
          className={controlClass}
          value={params.get("route_id") ?? ""}
          onChange={(event) => set("route_id", event.target.value)}
        >
          <option value="">Semua rute</option>
          {options.routes.map((route) => (
            <option key={route.id} value={route.id}>
              {route.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="mr-2">Kapal</span>
        <select
          className={controlClass}
          value={params.get("ship_id") ?? ""}
          onChange={(event) => set("ship_id", event.target.value)}
        >
          <option value="">Semua kapal</option>
          {options.ships.map((ship) => (
            <option key={ship.id} value={ship.id}>
              {ship.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        <span className="mr-2">ID Jadwal</span>
        <input
          type="number"
          min={1}
          className={`${controlClass} w-28`}
          value={params.get("schedule_id") ?? ""}
          onChange={(event) => set("schedule_id", event.target.value)}
        />
      </label>
    </>
  );
}

/** The URL's report parameters (empty ones left out). */
export function paramsOf(search: URLSearchParams, keys: string[]): Record<string, string | undefined> {
  return Object.fromEntries(
    keys.map((key) => [key, search.get(key) || undefined]).filter(([, value]) => value),
  );
}
