import type { ApiSuccess as Answer, ApiPage as Page } from "@ferry/shared/api-errors";
import type {
  ApproveShiftInput,
  CashierShift,
  CloseShiftInput,
  OpenShiftInput,
  ShiftReport,
} from "@ferry/shared/cashier-shifts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Query, staffApi } from "../../../../lib/api";

/** The cashier shifts' API ('Shift Kasir', docs/decisions/026-cash-control.md). */

/** Every shift query lives under `all`, so a shift command refreshes the current shift, lists and reports. */
export const shiftKeys = {
  all: ["/cashier-shifts"] as const,
  current: () => [...shiftKeys.all, "current"] as const,
  list: (query: Query) => [...shiftKeys.all, "list", query] as const,
  report: (query: Query) => [...shiftKeys.all, "report", query] as const,
};

/** The caller's open shift (null: none); only for holders of 'create shift kasir'. */
export const currentShiftQuery = () =>
  queryOptions({
    queryKey: shiftKeys.current(),
    queryFn: () => staffApi.get<Answer<CashierShift | null>>("/cashier-shifts/current").then((a) => a.data),
  });

export const shiftsQuery = (query: Query) =>
  queryOptions({
    queryKey: shiftKeys.list(query),
    queryFn: () => staffApi.get<Page<CashierShift>>("/cashier-shifts", query),
    placeholderData: keepPreviousData,
  });

export const shiftReportQuery = (query: Query) =>
  queryOptions({
    queryKey: shiftKeys.report(query),
    queryFn: () => staffApi.get<Answer<ShiftReport>>("/cashier-shifts/report", query).then((a) => a.data),
    placeholderData: keepPreviousData,
  });

export const useCurrentShift = (enabled = true) => useQuery({ ...currentShiftQuery(), enabled });
export const useShifts = (query: Query) => useQuery(shiftsQuery(query));
export const useShiftReport = (query: Query) => useQuery(shiftReportQuery(query));

/** A POST under /cashier-shifts that refreshes every shift query. */
function useShiftCommand<Body>(path: (body: Body) => string, payload: (body: Body) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => staffApi.post<Answer<CashierShift>>(path(body), payload(body)),
    onSuccess: () => void client.invalidateQueries({ queryKey: shiftKeys.all }),
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
