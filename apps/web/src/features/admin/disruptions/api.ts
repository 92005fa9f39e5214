import type { CancelScheduleInput, MoveBookingsResult } from "@ferry/shared/disruptions";
import type { PlaceEntry } from "@ferry/shared/places-left";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

/** A cancelled sailing and the move of its passengers (docs/decisions, disruptions). */

type Answer<T> = { data: T; message?: string };
type Port = { nama: string; zona_waktu: string };

export type Sailing = {
  id: number;
  waktu_berangkat: string;
  status: string;
  alasan_batal: string | null;
  dibatalkan_at: string | null;
  route: { kode_rute: string; nama_rute: string; port_origin: Port; port_destination: Port } | null;
  ship: { nama: string } | null;
  available_seats: PlaceEntry[];
};

type AffectedHead = {
  id: number;
  booking_code: string;
  status: string;
  channel: string;
  pemesan_nama: string;
  pemesan_telepon: string | null;
  pemesan_email: string | null;
  total_dibayar: number;
  passengers: { id: number; nama_lengkap: string; kelas: string; penumpang_kendaraan: boolean }[];
  vehicles: { id: number; nomor_kendaraan: string; golongan: string; tipe_tiket: string }[];
};

export type AffectedBooking = AffectedHead & { terdampak_at: string | null };
export type MovedBooking = AffectedHead & {
  to_schedule: Pick<Sailing, "id" | "waktu_berangkat" | "route" | "ship"> | null;
  moved_at: string;
  moved_by: string | null;
};
export type AffectedView = { schedule: Sailing; waiting: AffectedBooking[]; moved: MovedBooking[] };

const affectedKey = (id: number) => ["/schedules", id, "affected-bookings"];

/** Cancels a sailing with its reason; the schedule list and the sailing's views reload. */
export function useCancelSchedule(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelScheduleInput) =>
      staffApi.post<Answer<{ terdampak: string[]; dibatalkan: string[] }>>(`/schedules/${id}/cancel`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ["/schedules"] }),
  });
}

export function useAffectedBookings(id: number) {
  return useQuery({
    queryKey: affectedKey(id),
    queryFn: () =>
      staffApi.get<Answer<AffectedView>>(`/schedules/${id}/affected-bookings`).then((a) => a.data),
  });
}

/** The coming sellable sailings of the route, with what is left per class. */
export function useMoveTargets(id: number) {
  return useQuery({
    queryKey: ["/schedules", id, "move-targets"],
    queryFn: () => staffApi.get<Answer<Sailing[]>>(`/schedules/${id}/move-targets`).then((a) => a.data),
  });
}

export function useMoveBookings(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target_schedule_id: number) =>
      staffApi.post<Answer<MoveBookingsResult>>(`/schedules/${id}/move-bookings`, { target_schedule_id }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["/schedules", id] }),
  });
}
