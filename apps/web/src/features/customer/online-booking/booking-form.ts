import type { CustomerProfile } from "@ferry/shared/customer-auth";
import { type CustomerBookingInput, customerBookingSchema } from "@ferry/shared/online-booking";
import { z } from "zod";
import type { AgeGroup } from "../../../components/form/person-choices";

export { AGE_GROUP_LABELS, type AgeGroup } from "../../../components/form/person-choices";

/** Age group as the customer picks it: adults and children take a seat, infants ride on a lap. */

export type PersonForm = {
  ticket_price_id: string;
  nama_lengkap: string;
  jenis_identitas: string;
  nomor_identitas: string;
  jenis_kelamin: string;
  usia: string;
  kelompok: AgeGroup;
};
export type VehicleForm = {
  ticket_price_id: string;
  nomor_kendaraan: string;
  nama_pemilik: string;
  tipe_tiket: "kosong" | "muat";
  riders: PersonForm[];
};
export type BookingForm = {
  schedule_id: string;
  /** 'Kirim e-tiket' to the customer's e-mail and WhatsApp. */
  kirim_etiket: boolean;
  passengers: PersonForm[];
  vehicles: VehicleForm[];
};
/** Messages by path (`passengers.0.nama_lengkap`, `vehicles.1.riders.0.usia`, `form`). */
export type FormErrors = Record<string, string>;

export const INFANT_NEEDS_ADULT = "Bayi harus didampingi minimal satu penumpang dewasa";
export const NOTHING_TO_BOOK = "Isi minimal satu penumpang atau kendaraan";

export function emptyPerson(ticketPriceId = "", kelompok: AgeGroup = "dewasa"): PersonForm {
  return {
    ticket_price_id: ticketPriceId,
    nama_lengkap: "",
    jenis_identitas: "KTP",
    nomor_identitas: "",
    jenis_kelamin: "",
    usia: "",
    kelompok,
  };
}

/** The signed-in customer as the first passenger. */
export function profilePerson(profile: CustomerProfile | null, ticketPriceId: string): PersonForm {
  const age = profile?.tanggal_lahir ? yearsSince(profile.tanggal_lahir) : null;
  return {
    ...emptyPerson(ticketPriceId),
    nama_lengkap: profile?.nama_lengkap ?? "",
    jenis_identitas: profile?.jenis_identitas ?? "KTP",
    nomor_identitas: profile?.nomor_identitas ?? "",
    jenis_kelamin: profile?.jenis_kelamin ?? "",
    usia: age === null ? "" : String(age),
  };
}

export function yearsSince(isoDate: string, today = new Date()): number | null {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) return null;
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age--;
  return age >= 0 ? age : null;
}

export function emptyVehicle(ticketPriceId = ""): VehicleForm {
  return {
    ticket_price_id: ticketPriceId,
    nomor_kendaraan: "",
    nama_pemilik: "",
    tipe_tiket: "kosong",
    riders: [],
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

function personPayload(person: PersonForm, withEntry: boolean) {
  return {
    ...(withEntry ? { ticket_price_id: Number(person.ticket_price_id) || 0 } : { ticket_price_id: null }),
    nama_lengkap: person.nama_lengkap.trim(),
    jenis_identitas: orNull(person.jenis_identitas),
    nomor_identitas: orNull(person.nomor_identitas),
    jenis_kelamin: orNull(person.jenis_kelamin),
    usia: person.usia.trim() === "" ? null : Number(person.usia),
    is_child: person.kelompok === "anak",
    is_infant: person.kelompok === "bayi",
  };
}

/** The request body of the form (riders sit in the cheapest adult class: the server picks it). */
export function toPayload(form: BookingForm): CustomerBookingInput {
  return {
    schedule_id: Number(form.schedule_id) || 0,
    kirim_etiket: form.kirim_etiket,
    passengers: form.passengers.map((person) =>
      personPayload(person, true),
    ) as CustomerBookingInput["passengers"],
    vehicles: form.vehicles.map((vehicle) => ({
      ticket_price_id: Number(vehicle.ticket_price_id) || 0,
      nomor_kendaraan: vehicle.nomor_kendaraan.trim(),
      nama_pemilik: vehicle.nama_pemilik.trim(),
      tipe_tiket: vehicle.tipe_tiket,
      riders: vehicle.riders.map((rider) => personPayload(rider, false)),
    })) as CustomerBookingInput["vehicles"],
  };
}

/**
 * Checks the form with the server's own schema (same messages), plus the rule the sale would otherwise
 * miss: infants travel with an adult. Answers the messages by field path; empty when valid.
 */
export function validateBookingForm(form: BookingForm): FormErrors {
  const errors: FormErrors = {};
  const parsed = customerBookingSchema.safeParse(toPayload(form));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join(".");
      const key = path === "passengers" && issue.message === NOTHING_TO_BOOK ? "form" : path || "form";
      errors[key] ??= issue.message;
    }
  }
  for (const [index, person] of form.passengers.entries()) {
    if (!person.ticket_price_id)
      errors[`passengers.${index}.ticket_price_id`] ??= "Kelas penumpang wajib dipilih";
  }
  for (const [index, vehicle] of form.vehicles.entries()) {
    if (!vehicle.ticket_price_id)
      errors[`vehicles.${index}.ticket_price_id`] ??= "Golongan kendaraan wajib dipilih";
  }
  const people = [...form.passengers, ...form.vehicles.flatMap((vehicle) => vehicle.riders)];
  if (
    people.some((person) => person.kelompok === "bayi") &&
    !people.some((person) => person.kelompok === "dewasa")
  ) {
    errors.form ??= INFANT_NEEDS_ADULT;
  }
  return errors;
}

/**
 * The form for react-hook-form's `zodResolver`: the texts as typed, checked by `validateBookingForm` (the
 * route's `customerBookingSchema` and the form's own rules), turned into the request body when valid.
 */
export const bookingFormSchema = z
  .custom<BookingForm>()
  .superRefine((form, context) => {
    for (const [path, message] of Object.entries(validateBookingForm(form))) {
      context.addIssue({ code: "custom", message, path: path.split(".") });
    }
  })
  .transform(toPayload);
