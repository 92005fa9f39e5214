import type { GENDERS, IDENTITY_TYPES, PaymentMethod, TICKET_TYPES } from "@ferry/shared/bookings";
import type { AgeGroup } from "../../../../components/form/person-choices";

export { AGE_GROUP_LABELS, type AgeGroup } from "../../../../components/form/person-choices";

/**
 * The sale form's values. They mirror `createBookingSchema`'s input (same names, same nesting), so a
 * server field error such as `passengers.0.nama_lengkap` lands on the field of the same path.
 */
export type PersonValues = {
  /** The price entry; "" on a rider means "the cheapest adult seat". */
  ticket_price_id: string;
  nama_lengkap: string;
  is_child: boolean;
  is_infant: boolean;
  jenis_identitas: "" | (typeof IDENTITY_TYPES)[number];
  nomor_identitas: string;
  jenis_kelamin: "" | (typeof GENDERS)[number];
  usia: string;
};

export type VehicleValues = {
  ticket_price_id: string;
  nomor_kendaraan: string;
  nama_pemilik: string;
  tipe_tiket: (typeof TICKET_TYPES)[number];
  muatan_keterangan: string;
  berat_kg: string;
  riders: PersonValues[];
};

export type PaymentValues = { method: PaymentMethod; amount: string; reference: string; bukti_url: string };

export type SaleValues = {
  schedule_id: string;
  pemesan_nama: string;
  pemesan_telepon: string;
  pemesan_email: string;
  /** 'Kirim e-tiket': follows the phone and email fields until the user changes it. */
  kirim_etiket: boolean;
  keterangan: string;
  expedition_company_id: string;
  passengers: PersonValues[];
  vehicles: VehicleValues[];
  payment: PaymentValues;
};

/** Counter sales take payment, expedition requests wait for space approval, agents pay from balance. */
export type SaleMode = "loket" | "ekspedisi" | "agen";

export const emptyPerson = (ticketPriceId = ""): PersonValues => ({
  ticket_price_id: ticketPriceId,
  nama_lengkap: "",
  is_child: false,
  is_infant: false,
  jenis_identitas: "",
  nomor_identitas: "",
  jenis_kelamin: "",
  usia: "",
});

/** A new vehicle starts with its driver. */
export const emptyVehicle = (): VehicleValues => ({
  ticket_price_id: "",
  nomor_kendaraan: "",
  nama_pemilik: "",
  tipe_tiket: "kosong",
  muatan_keterangan: "",
  berat_kg: "",
  riders: [emptyPerson()],
});

export const emptyPayment = (): PaymentValues => ({
  method: "tunai",
  amount: "",
  reference: "",
  bukti_url: "",
});

export function emptySale(mode: SaleMode): SaleValues {
  return {
    schedule_id: "",
    pemesan_nama: "",
    pemesan_telepon: "",
    pemesan_email: "",
    kirim_etiket: false,
    keterangan: "",
    expedition_company_id: "",
    passengers: mode === "ekspedisi" ? [] : [emptyPerson()],
    vehicles: mode === "ekspedisi" ? [emptyVehicle()] : [],
    payment: emptyPayment(),
  };
}

export const ageGroupOf = (person: Pick<PersonValues, "is_child" | "is_infant">): AgeGroup =>
  person.is_infant ? "bayi" : person.is_child ? "anak" : "dewasa";

export const ageFlags = (group: AgeGroup) => ({ is_child: group === "anak", is_infant: group === "bayi" });
