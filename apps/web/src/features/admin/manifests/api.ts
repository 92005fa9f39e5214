import type {
  ManifestKind,
  ManifestState,
  PersonCorrection,
  ShipParticulars,
  VehicleCorrection,
} from "@ferry/shared/manifests";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../lib/api";

type Port = { nama: string; zona_waktu: string };
export type ManifestSchedule = {
  id: number;
  waktu_berangkat: string;
  status: string;
  route: { nama_rute: string; port_origin: Port; port_destination: Port } | null;
  ship: { id: number; nama: string } | null;
};
export type ManifestPart = "penumpang" | "kendaraan";
export type ManifestFormat = "pdf" | "csv" | "xlsx";
export const PART_PATH: Record<ManifestPart, "passengers" | "vehicles"> = {
  penumpang: "passengers",
  kendaraan: "vehicles",
};

export type ManifestPerson = {
  id: number;
  booking_id: number;
  booking_code: string;
  vehicle_id: number | null;
  nama_lengkap: string;
  jenis_identitas: string | null;
  nomor_identitas: string | null;
  jenis_kelamin: string | null;
  kewarganegaraan: string;
  usia: number | null;
  kelompok_umur: "Dewasa" | "Anak" | "Bayi";
  kelas: string;
  kode_tiket: string;
  naik: boolean;
  nomor_kendaraan: string | null;
};
export type ManifestVehicle = {
  id: number;
  booking_id: number;
  booking_code: string;
  nomor_kendaraan: string;
  nama_pemilik: string;
  golongan: string | null;
  kelas: string;
  tipe_tiket: string;
  berat_kg: number | null;
  muatan_keterangan: string | null;
  kode_tiket: string;
  naik: boolean;
  riders: ManifestPerson[];
};
export type Manifest = {
  jenis: ManifestKind;
  schedule: ManifestSchedule;
  state: ManifestState;
  /** The ship's particulars for the sailing permit; the master is the crew's active Nakhoda. */
  kapal: ShipParticulars | null;
  /** When boarding closed (the actual departure), or null while it is open. */
  waktu_berangkat_aktual: string | null;
  crew: { id: number; nama: string; jabatan: string; nomor_identitas: string; nomor_sertifikat: string }[];
  passengers: ManifestPerson[];
  vehicles: ManifestVehicle[];
  counts: {
    penumpang: {
      total: number;
      dipesan: number;
      naik: number;
      per_kelompok_umur: Record<string, number>;
      per_jenis_kelamin: Record<string, number>;
      per_kewarganegaraan: Record<string, number>;
      per_kelas: Record<string, number>;
    };
    kendaraan: {
      total: number;
      dipesan: number;
      naik: number;
      per_golongan: Record<string, number>;
      /** By load state (`kosong`, `muat`). */
      per_keadaan: Record<string, number>;
      berat_dinyatakan_kg: number;
    };
    abk: number;
    jiwa_di_kapal: number;
  };
  no_shows: { passengers: ManifestPerson[]; vehicles: ManifestVehicle[] };
};

const MANIFESTS = "/manifests";

/** The day's sailings with whether their manifest is frozen (`GET /manifests?date`). */
export function useManifestDay(date: string) {
  return useQuery({
    queryKey: [MANIFESTS, "day", date],
    queryFn: () =>
      staffApi
        .get<{ data: { schedule: ManifestSchedule; frozen: boolean }[] }>(MANIFESTS, { date })
        .then((answer) => answer.data),
  });
}

export function useManifest(part: ManifestPart, scheduleId: number | null, kind: ManifestKind) {
  return useQuery({
    queryKey: [MANIFESTS, scheduleId, part, kind],
    enabled: scheduleId !== null,
    queryFn: () =>
      staffApi
        .get<{ data: Manifest }>(`${MANIFESTS}/${scheduleId}/${PART_PATH[part]}`, { jenis: kind })
        .then((answer) => answer.data),
  });
}

function useManifestMutation<I>(call: (input: I) => Promise<{ message?: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: [MANIFESTS] }),
  });
}

export function useCorrectPerson(scheduleId: number) {
  return useManifestMutation(({ id, ...body }: PersonCorrection & { id: number }) =>
    staffApi.patch<{ message?: string }>(`${MANIFESTS}/${scheduleId}/passengers/${id}`, body),
  );
}

export function useCorrectVehicle(scheduleId: number) {
  return useManifestMutation(({ id, ...body }: VehicleCorrection & { id: number }) =>
    staffApi.patch<{ message?: string }>(`${MANIFESTS}/${scheduleId}/vehicles/${id}`, body),
  );
}

export function useAddInfant(scheduleId: number) {
  return useManifestMutation((body: { booking_id: number; nama_lengkap: string }) =>
    staffApi.post<{ message?: string }>(`${MANIFESTS}/${scheduleId}/passengers`, body),
  );
}

export function useReopenManifest(scheduleId: number) {
  return useManifestMutation((body: { alasan: string }) =>
    staffApi.post<{ message?: string }>(`${MANIFESTS}/${scheduleId}/reopen`, body),
  );
}

export function useFreezeManifest(scheduleId: number) {
  return useManifestMutation(() => staffApi.post<{ message?: string }>(`${MANIFESTS}/${scheduleId}/freeze`));
}

/** Downloads the manifest's PDF, CSV or Excel (bearer-authenticated, so through the API client). */
export async function downloadManifest(
  part: ManifestPart,
  scheduleId: number,
  kind: ManifestKind,
  format: ManifestFormat,
) {
  const blob = await staffApi.get<Blob>(
    `${MANIFESTS}/${scheduleId}/${PART_PATH[part]}.${format}`,
    { jenis: kind },
    { as: "blob" },
  );
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `manifest-${part}-${scheduleId}-${kind}.${format}`;
  link.click();
  URL.revokeObjectURL(link.href);
}
