import { type CreateBookingInput, createBookingSchema } from "@ferry/shared/bookings";
import type { z } from "zod";
import { settle } from "./payment-math";
import type { PersonValues, SaleMode, SaleValues } from "./sale-values";

const person = (value: PersonValues, placeholder?: string) => ({
  ticket_price_id: value.ticket_price_id || null,
  nama_lengkap: value.nama_lengkap.trim() || placeholder || "",
  is_child: value.is_child,
  is_infant: value.is_infant,
  jenis_identitas: value.jenis_identitas,
  nomor_identitas: value.nomor_identitas,
  jenis_kelamin: value.jenis_kelamin,
  usia: value.usia,
  tanggal_lahir: null,
});

/** The first person on board's name: who orders at the counter when no one else is named (decision 030). */
const firstName = (values: SaleValues) =>
  (values.passengers[0] ?? values.vehicles[0]?.riders[0])?.nama_lengkap.trim() ?? "";

/**
 * The form as the API body. `due` (the quoted total) caps the recorded payment. At the counter an empty
 * 'Nama pemesan' is the first person on board.
 */
export function toBookingInput(values: SaleValues, mode: SaleMode, due: number | null): CreateBookingInput {
  const { amount } = settle(values.payment.method, values.payment.amount, due);
  return {
    schedule_id: values.schedule_id,
    pemesan_nama: values.pemesan_nama.trim() || (mode === "loket" ? firstName(values) : ""),
    pemesan_telepon: values.pemesan_telepon,
    pemesan_email: values.pemesan_email,
    kirim_etiket: values.kirim_etiket,
    keterangan: values.keterangan,
    expedition_company_id: mode === "ekspedisi" ? values.expedition_company_id : null,
    // Staff sales pick no discount of their own.
    potongan_id: null,
    passengers: values.passengers.map((value) => person(value)),
    vehicles: values.vehicles.map((vehicle) => ({
      ticket_price_id: vehicle.ticket_price_id,
      nomor_kendaraan: vehicle.nomor_kendaraan,
      nama_pemilik: vehicle.nama_pemilik,
      tipe_tiket: vehicle.tipe_tiket,
      muatan_keterangan: vehicle.muatan_keterangan,
      berat_kg: vehicle.berat_kg,
      riders: vehicle.riders.map((rider) => person(rider)),
    })),
    payment:
      mode === "loket"
        ? {
            method: values.payment.method,
            amount: amount || values.payment.amount,
            reference: values.payment.reference,
            bukti_url: values.payment.method === "transfer" ? values.payment.bukti_url : null,
          }
        : undefined,
  };
}

/** What each row is called on screen, in the order of the form (and of a quote's lines). */
export function rowNames(values: SaleValues) {
  return {
    passengers: values.passengers.map(
      (person, index) => person.nama_lengkap.trim() || `Penumpang ${index + 1}`,
    ),
    vehicles: values.vehicles.map((vehicle, index) => ({
      nomor: vehicle.nomor_kendaraan.trim().toUpperCase() || `Kendaraan ${index + 1}`,
      riders: vehicle.riders.map(
        (rider, at) =>
          rider.nama_lengkap.trim() || (at === 0 ? "Pengemudi" : `Penumpang kendaraan ${at + 1}`),
      ),
    })),
  };
}
export type RowNames = ReturnType<typeof rowNames>;

/**
 * The body of a live price quote. Names and plate numbers do not change a price, so they are replaced by
 * placeholders: the price shows as soon as classes are chosen and typing a name asks for no new quote.
 * Null while the rows cannot be priced yet.
 */
export function toQuoteInput(
  values: SaleValues,
  mode: SaleMode,
): z.output<typeof createBookingSchema> | null {
  if (!values.schedule_id) return null;
  // Without its company an expedition request would be priced as a counter sale.
  if (mode === "ekspedisi" && !values.expedition_company_id) return null;
  const body = {
    ...toBookingInput(values, mode, null),
    pemesan_nama: "-",
    pemesan_telepon: null,
    pemesan_email: null,
    kirim_etiket: true,
    keterangan: null,
    passengers: values.passengers.map((value, index) =>
      person({ ...value, nama_lengkap: "" }, `Penumpang ${index + 1}`),
    ),
    vehicles: values.vehicles.map((vehicle, index) => ({
      ticket_price_id: vehicle.ticket_price_id,
      nomor_kendaraan: `KENDARAAN ${index + 1}`,
      nama_pemilik: "-",
      tipe_tiket: vehicle.tipe_tiket,
      muatan_keterangan: null,
      berat_kg: vehicle.berat_kg,
      riders: vehicle.riders.map((rider, at) =>
        person({ ...rider, nama_lengkap: "" }, `Penumpang ${at + 1}`),
      ),
    })),
    payment: undefined,
    expedition_company_id: mode === "ekspedisi" ? values.expedition_company_id || null : null,
  };
  const parsed = createBookingSchema.safeParse(body);
  return parsed.success ? { ...parsed.data, payment: undefined } : null;
}

/** Client-side check with the shared schema: field path -> first message. */
export function validateSale(input: CreateBookingInput) {
  const parsed = createBookingSchema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    errors[path] ??= [issue.message];
  }
  return { data: null, errors };
}
