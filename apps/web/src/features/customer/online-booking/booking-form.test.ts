import { describe, expect, it } from "vitest";
import {
  type BookingForm,
  emptyPerson,
  emptyVehicle,
  INFANT_NEEDS_ADULT,
  profilePerson,
  toPayload,
  validateBookingForm,
  yearsSince,
} from "./booking-form";

const adult = { ...emptyPerson("11"), nama_lengkap: "Budi Hartono", usia: "41", jenis_kelamin: "L" };
const form = (change: Partial<BookingForm> = {}): BookingForm => ({
  schedule_id: "5",
  kirim_etiket: true,
  passengers: [adult],
  vehicles: [],
  ...change,
});

describe("the online booking form's validation", () => {
  it("accepts one adult and builds the request body", () => {
    expect(validateBookingForm(form())).toEqual({});
    expect(toPayload(form())).toEqual({
      schedule_id: 5,
      kirim_etiket: true,
      passengers: [
        {
          ticket_price_id: 11,
          nama_lengkap: "Budi Hartono",
          jenis_identitas: "KTP",
          nomor_identitas: null,
          jenis_kelamin: "L",
          usia: 41,
          is_child: false,
          is_infant: false,
        },
      ],
      vehicles: [],
    });
  });

  it("asks for something to book", () => {
    expect(validateBookingForm(form({ passengers: [] }))).toEqual({
      form: "Isi minimal satu penumpang atau kendaraan",
    });
  });

  it("names the empty name, the missing class and a bad age of each passenger", () => {
    const errors = validateBookingForm(form({ passengers: [adult, { ...emptyPerson(""), usia: "abc" }] }));
    expect(errors["passengers.1.nama_lengkap"]).toBe("Nama lengkap wajib diisi");
    expect(errors["passengers.1.ticket_price_id"]).toBe("Kelas penumpang wajib dipilih");
    expect(errors["passengers.1.usia"]).toBeDefined();
    expect(errors["passengers.0.nama_lengkap"]).toBeUndefined();
  });

  it("checks vehicles and their riders", () => {
    const vehicle = { ...emptyVehicle(""), riders: [emptyPerson()] };
    const errors = validateBookingForm(form({ vehicles: [vehicle] }));
    expect(errors["vehicles.0.ticket_price_id"]).toBe("Golongan kendaraan wajib dipilih");
    expect(errors["vehicles.0.nomor_kendaraan"]).toBe("Nomor kendaraan wajib diisi");
    expect(errors["vehicles.0.nama_pemilik"]).toBe("Nama pemilik wajib diisi");
    expect(errors["vehicles.0.riders.0.nama_lengkap"]).toBe("Nama lengkap wajib diisi");
    const ok = { ...emptyVehicle("20"), nomor_kendaraan: "b 1234 cd", nama_pemilik: "Budi" };
    expect(validateBookingForm(form({ vehicles: [ok] }))).toEqual({});
    expect(toPayload(form({ vehicles: [ok] })).vehicles?.[0]).toMatchObject({
      ticket_price_id: 20,
      nomor_kendaraan: "b 1234 cd",
      riders: [],
    });
  });

  it("lets an infant travel only with an adult", () => {
    const infant = { ...emptyPerson("11", "bayi"), nama_lengkap: "Bayi Hartono", usia: "1" };
    const child = { ...emptyPerson("11", "anak"), nama_lengkap: "Anak Hartono", usia: "8" };
    expect(validateBookingForm(form({ passengers: [child, infant] })).form).toBe(INFANT_NEEDS_ADULT);
    expect(validateBookingForm(form({ passengers: [adult, infant] }))).toEqual({});
    expect(toPayload(form({ passengers: [adult, infant] })).passengers?.[1]).toMatchObject({
      is_infant: true,
      is_child: false,
    });
  });

  it("prefills the first passenger from the profile", () => {
    const person = profilePerson(
      {
        nama_lengkap: "Budi Hartono",
        email: "budi@contoh.id",
        nomor_telepon: "0812",
        alamat: null,
        tanggal_lahir: "1985-03-14",
        jenis_kelamin: "L",
        nomor_identitas: "3604011403850001",
        jenis_identitas: "KTP",
      } as never,
      "11",
    );
    expect(person).toMatchObject({
      nama_lengkap: "Budi Hartono",
      nomor_identitas: "3604011403850001",
      jenis_kelamin: "L",
      ticket_price_id: "11",
      kelompok: "dewasa",
    });
    expect(yearsSince("2000-06-15", new Date(2026, 5, 14))).toBe(25);
    expect(yearsSince("2000-06-15", new Date(2026, 5, 15))).toBe(26);
  });
});

describe("'Kirim e-tiket' of the online booking", () => {
  it("sends the customer's choice", () => {
    expect(toPayload(form({ kirim_etiket: false })).kirim_etiket).toBe(false);
  });
});
