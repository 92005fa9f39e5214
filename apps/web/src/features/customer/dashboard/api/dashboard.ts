import { queryOptions, useQuery } from "@tanstack/react-query";
import { customerKeys } from "../../api/customer-keys";
import { fetchDashboard } from "../../session/customer-api";

export const customerDashboardKeys = { all: [...customerKeys.all, "dashboard"] as const };

/** GET /customer/dashboard: the signed-in customer's figures and recent activity. */
export const customerDashboardQuery = () =>
  queryOptions({ queryKey: customerDashboardKeys.all, queryFn: fetchDashboard, retry: false });

export const useCustomerDashboard = () => useQuery(customerDashboardQuery());
