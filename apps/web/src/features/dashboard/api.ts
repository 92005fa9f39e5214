import { useQuery } from "@tanstack/react-query";
import { staffApi } from "../../lib/api";

export type DashboardSailing = {
  id: number;
  tanggal: string;
  jam: string;
  kode_rute: string;
  kapal: string;
  status: string;
  kapasitas: number;
  terjual: number;
  load_factor: number;
};

/** The dashboard's figures; a block is missing when the user may not see its module. */
export type DashboardSummary = {
  today: string;
  week: { from: string; to: string };
  sailings?: { today: DashboardSailing[]; week: DashboardSailing[] };
  sales?: {
    by_channel: { channel: string; bookings: number; revenue: number }[];
    trend: { date: string; revenue: number }[];
  };
  scans?: { diterima: number; ditolak: number; total: number };
  approvals?: { key: string; label: string; path: string; count: number }[];
};

export function useDashboardSummary() {
  return useQuery({
    queryKey: ["/dashboard/summary"],
    queryFn: () =>
      staffApi.get<{ data: DashboardSummary }>("/dashboard/summary").then((answer) => answer.data),
    refetchInterval: 60_000,
  });
}
