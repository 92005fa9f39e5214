import { useQuery } from "@tanstack/react-query";
import { fetchDashboard } from "../session/customer-api";

/** GET /customer/dashboard: the signed-in customer's figures and recent activity. */
export function useCustomerDashboard() {
  return useQuery({ queryKey: ["customer", "dashboard"], queryFn: fetchDashboard, retry: false });
}
