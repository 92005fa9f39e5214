import type { ExpeditionCompanyOption } from "@ferry/shared/expedition-companies";
import type { PublicPort } from "@ferry/shared/public-voyage";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import type { SaleSchedule } from "./booking-types";

export const SALE_SCHEDULES_KEY = "sale-schedules";

export function useSalePorts() {
  return useQuery({
    queryKey: ["public", "ports"],
    queryFn: () => staffApi.get<{ data: PublicPort[] }>("/public/ports").then((a) => a.data),
    staleTime: 5 * 60_000,
  });
}

export type ScheduleSearch = { date: string; origin_port_id: string; destination_port_id: string };

/** The sailings still for sale on a day, with their live remaining quota per price entry. */
export function useSaleSchedules(search: ScheduleSearch) {
  return useQuery({
    queryKey: [SALE_SCHEDULES_KEY, search],
    queryFn: () =>
      staffApi
        .get<{ data: SaleSchedule[] }>("/public/schedules/available", { ...search, per_page: 50 })
        // The public list also shows sailings the operator cancelled: they are not for sale.
        .then((answer) => answer.data.filter((schedule) => schedule.status !== "batal")),
    enabled: search.date !== "",
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export type ExpeditionCompany = ExpeditionCompanyOption;

/** Expedition companies with their credit limit and the credit in use. */
export function useExpeditionCompanies(enabled = true) {
  return useQuery({
    queryKey: ["expedition-companies", "options"],
    queryFn: () =>
      staffApi.get<{ data: ExpeditionCompany[] }>("/expedition-companies/options").then((a) => a.data),
    enabled,
    staleTime: 30_000,
  });
}
