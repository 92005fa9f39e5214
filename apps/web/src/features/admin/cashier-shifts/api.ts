import type { PageMeta } from "@ferry/shared/api-errors";
import type {
  ApproveShiftInput,
  CashierShift,
  CloseShiftInput,
  OpenShiftInput,
  ShiftReport,
} from "@ferry/shared/cashier-shifts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../lib/api";

/** The cashier shifts' API ('Shift Kasir', docs/decisions/026-cash-control.md). */

type Answer<T> = { data: T; message?: string };
type Page<T> = { data: T[]; meta: PageMeta };

export const SHIFTS_KEY = ["/cashier-shifts"] as const;

/** The caller's open shift (null: none); only for holders of 'create shift kasir'. */
export function useCurrentShift(enabled = true) {
  return useQuery({
    queryKey: [...SHIFTS_KEY, "current"],
    queryFn: () => staffApi.get<Answer<CashierShift | null>>("/cashier-shifts/current").then((a) => a.data),
    enabled,
  });
}

export function useShifts(query: Query) {
  return useQuery({
    queryKey: [...SHIFTS_KEY, "list", query],
    queryFn: () => staffApi.get<Page<CashierShift>>("/cashier-shifts", query),
    placeholderData: keepPreviousData,
  });
}

export function useShiftReport(query: Query) {
  return useQuery({
    queryKey: [...SHIFTS_KEY, "report", query],
    queryFn: () => staffApi.get<Answer<ShiftReport>>("/cashier-shifts/report", query).then((a) => a.data),
    placeholderData: keepPreviousData,
  });
}

/** A POST under /cashier-shifts that refreshes every shift query. */
function useShiftCommand<Body>(path: (body: Body) => string, payload: (body: Body) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => staffApi.post<Answer<CashierShift>>(path(body), payload(body)),
    onSuccess: () => void client.invalidateQueries({ queryKey: SHIFTS_KEY }),
  });
}

export const useOpenShift = () =>
  useShiftCommand<OpenShiftInput>(
    () => "/cashier-shifts",
    (body) => body,
  );

export const useCloseShift = () =>
  useShiftCommand<{ id: number; input: CloseShiftInput }>(
    ({ id }) => `/cashier-shifts/${id}/close`,
    ({ input }) => input,
  );

export const useApproveShift = () =>
  useShiftCommand<{ id: number; input: ApproveShiftInput }>(
    ({ id }) => `/cashier-shifts/${id}/approve`,
    ({ input }) => input,
  );
