import type { ExpeditionCompanyOption } from "@ferry/shared/expedition-companies";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { publicPortsQuery } from "../../../public/schedules/api/schedules";
import type { SaleSchedule } from "./booking-types";

export type ScheduleSearch = { date: string; origin_port_id: string; destination_port_id: string };
export type ExpeditionCompany = ExpeditionCompanyOption;

/** The sale's own views: sailings for sale (live quota) and the expedition companies' credit. */
export const saleKeys = {
  schedules: () => ["sale-schedules"] as const,
  schedulesFor: (search: ScheduleSearch) => [...saleKeys.schedules(), search] as const,
  expeditionCompanies: () => ["expedition-companies"] as const,
  expeditionOptions: () => [...saleKeys.expeditionCompanies(), "options"] as const,
};

/** The ports to sell between: the public site's list (one cache entry for both). */
export const useSalePorts = () => useQuery(publicPortsQuery());

/** The sailings still for sale on a day, with their live remaining quota per price entry. */
export const saleSchedulesQuery = (search: ScheduleSearch) =>
  queryOptions({
    queryKey: saleKeys.schedulesFor(search),
    queryFn: () =>
      staffApi
        .get<{ data: SaleSchedule[] }>("/public/schedules/available", { ...search, per_page: 50 })
        // The public list also shows sailings the operator cancelled: they are not for sale.
        .then((answer) => answer.data.filter((schedule) => schedule.status !== "batal")),
    enabled: search.date !== "",
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** Expedition companies with their credit limit and the credit in use. */
export const expeditionCompaniesQuery = () =>
  queryOptions({
    queryKey: saleKeys.expeditionOptions(),
    queryFn: () =>
      staffApi.get<{ data: ExpeditionCompany[] }>("/expedition-companies/options").then((a) => a.data),
    staleTime: 30_000,
  });

export const useSaleSchedules = (search: ScheduleSearch) => useQuery(saleSchedulesQuery(search));
export const useExpeditionCompanies = (enabled = true) =>
  useQuery({ ...expeditionCompaniesQuery(), enabled });
