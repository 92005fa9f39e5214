import type { CustomerBooking } from "@ferry/shared/online-booking";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { useCorrectPassenger } from "./api/bookings";
import { emptyPerson, type FormErrors, type PersonForm } from "./booking-form";
import { PersonFields } from "./person-fields";

type Person = CustomerBooking["passengers"][number];

const asForm = (person: Person): PersonForm => ({
  ...emptyPerson(),
  nama_lengkap: person.nama_lengkap,
  jenis_identitas: person.jenis_identitas ?? "",
  nomor_identitas: person.nomor_identitas ?? "",
  jenis_kelamin: person.jenis_kelamin ?? "",
  usia: person.usia === null ? "" : String(person.usia),
  kelompok: person.is_infant ? "bayi" : person.is_child ? "anak" : "dewasa",
});

/** Until boarding opens: each passenger's name, identity and sex can be corrected (logged by the server). */
export function PassengerCorrections({ booking }: { booking: CustomerBooking }) {
  const [editing, setEditing] = useState<Person | null>(null);
  const [value, setValue] = useState<PersonForm>(emptyPerson());
  const [errors, setErrors] = useState<FormErrors>({});
  const correct = useCorrectPassenger();
  if (!booking.can_correct) return null;
  const save = async () => {
    if (!editing) return;
    try {
      const answer = await correct.mutateAsync({
        code: booking.booking_code,
        value: {
          id: editing.id,
          input: {
            nama_lengkap: value.nama_lengkap,
            jenis_identitas: value.jenis_identitas || null,
            nomor_identitas: value.nomor_identitas || null,
            jenis_kelamin: value.jenis_kelamin || null,
          } as never,
        },
      });
      toast.success(answer.message);
      setEditing(null);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([key, list]) => [`koreksi.${key}`, list[0] ?? ""]),
          ),
        );
      }
      toast.error(error instanceof Error ? error.message : "Gagal memperbarui data penumpang");
    }
  };
  return (
    <section
      aria-labelledby="koreksi-penumpang"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="koreksi-penumpang" className="text-lg font-semibold">
        Koreksi Data Penumpang
      </h2>
      <p className="text-sm text-slate-500">
        Data penumpang dapat diperbaiki sampai boarding jadwal ini dibuka.
      </p>
      <ul className="divide-y divide-slate-100 dark:divide-slate-800">
        {booking.passengers.map((person) => (
          <li key={person.id} className="flex items-center justify-between py-2">
            <span>
              {person.nama_lengkap}{" "}
              <span className="text-sm text-slate-500">{person.nomor_identitas ?? ""}</span>
            </span>
            <Button
              variant="secondary"
              aria-label={`Ubah data ${person.nama_lengkap}`}
              onClick={() => {
                setEditing(person);
                setValue(asForm(person));
                setErrors({});
              }}
            >
              Ubah
            </Button>
          </li>
        ))}
      </ul>
      {editing ? (
        <div className="space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/50">
          <PersonFields path="koreksi" person={value} errors={errors} onChange={setValue} identityOnly />
          <div className="flex gap-2">
            <Button onClick={() => void save()} disabled={correct.isPending}>
              Simpan Koreksi
            </Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Batal
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
