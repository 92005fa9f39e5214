import type { Discount, DiscountKind } from "@ferry/shared/discounts";
import { useMemo, useState } from "react";
import { controlClass } from "../../../components/form/control-class";
import { isoDateIn } from "../../../lib/format";
import { useOptions, useResourceList } from "../resource-kit/api/resource";
import { useListParams } from "../resource-kit/list-params";
import { ResourcePage } from "../resource-kit/resource-page";
import type { Option } from "../resource-kit/resource-types";
import { discountConfig, discountFilters } from "./discount-config";
import { rowScheduleOption, uniqueOptions, useDaySchedules } from "./schedule-options";

/** The cargo categories each kind of discount may be limited to (the server checks the same). */
const CATEGORIES: Record<DiscountKind, string[]> = {
  penumpang: ["penumpang"],
  kendaraan: ["kendaraan", "barang"],
};

export type FixedSchedule = { id: number; title: string; description: string; day: string; option: Option };

/**
 * Passenger or vehicle discounts. The form's schedule choices are the departures of the day picked in
 * the toolbar plus the schedules of the listed discounts; on a schedule's page, that schedule only.
 */
export function DiscountsPage({ jenis, schedule }: { jenis: DiscountKind; schedule?: FixedSchedule }) {
  const [day, setDay] = useState(() => isoDateIn(new Date()));
  const filterNames = discountFilters(schedule?.option).map((filter) => filter.name);
  const { query } = useListParams(filterNames);
  const list = useResourceList<Discount>(`/discounts/${jenis}`, query);
  const daySchedules = useDaySchedules(schedule ? undefined : day);
  const cargo = useOptions("/cargo-types/options");

  const scheduleOptions = schedule
    ? [schedule.option]
    : uniqueOptions([...(daySchedules.data ?? []), ...(list.data?.data ?? []).map(rowScheduleOption)]);
  const cargoOptions = (cargo.data ?? []).filter((option) =>
    CATEGORIES[jenis].includes(String(option.extra?.kategori)),
  );
  // Rebuild the page's config only when the choices really change (a new config resets an open form).
  const choicesKey = JSON.stringify([scheduleOptions, cargoOptions]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the choices are keyed by their content.
  const config = useMemo(
    () =>
      discountConfig({
        jenis,
        scheduleOptions,
        cargoOptions,
        schedule,
        toolbar: schedule ? undefined : (
          <label className="flex items-center gap-2 text-sm">
            <span>Pilihan jadwal</span>
            <input
              type="date"
              aria-label="Tanggal pilihan jadwal"
              value={day}
              onChange={(event) => setDay(event.target.value)}
              className={controlClass}
            />
          </label>
        ),
      }),
    [jenis, choicesKey, schedule, day],
  );
  return <ResourcePage config={config} />;
}
