import type { PageMeta } from "@ferry/shared/api-errors";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { customerApi, type Query } from "../../../../lib/api";
import { type PublicSchedule, QUOTA_REFRESH_MS } from "../../../public/schedules/api/schedules";
import { customerKeys } from "../../api/customer-keys";
import { customerCall } from "./bookings";

export const departureKeys = {
  list: (query: Query) => [...customerKeys.all, "departures", query] as const,
  one: (id: string | null) => [...customerKeys.all, "departure", id] as const,
};

/**
 * The sailings open for online sale now (`GET /customer/departures`, the window the booking itself
 * checks): the only ones the picker offers. Seats refresh like the public list's.
 */
export const onlineDeparturesQuery = (query: Query) =>
  queryOptions({
    queryKey: departureKeys.list(query),
    queryFn: () =>
      customerApi.get<{ data: PublicSchedule[]; meta: PageMeta }>(
        "/customer/departures",
        query,
        customerCall,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: QUOTA_REFRESH_MS,
  });

/** One sailing to book (`GET /customer/departures/:id`); one no longer open answers the sale's refusal. */
export const onlineDepartureQuery = (id: string | null) =>
  queryOptions({
    queryKey: departureKeys.one(id),
    queryFn: () =>
      customerApi
        .get<{ data: PublicSchedule }>(`/customer/departures/${id}`, undefined, customerCall)
        .then((a) => a.data),
    enabled: id !== null,
    retry: false,
  });

export const useOnlineDepartures = (query: Query) => useQuery(onlineDeparturesQuery(query));
export const useOnlineDeparture = (id: string | null) => useQuery(onlineDepartureQuery(id));
