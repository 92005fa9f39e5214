import {
  type CustomerBooking,
  type PassengerCorrection,
  passengerCorrectionSchema,
} from "@ferry/shared/online-booking";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { showFieldErrors } from "../../../components/form/show-refusal";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { useCorrectPassenger } from "./api/bookings";
import { PersonFields } from "./person-fields";

type Person = CustomerBooking["passengers"][number];

const asForm = (person: Person) => ({
  nama_lengkap: person.nama_lengkap,
  jenis_identitas: person.jenis_identitas ?? "",
  nomor_identitas: person.nomor_identitas ?? "",
  jenis_kelamin: person.jenis_kelamin ?? "",
});

/** Until boarding opens: each passenger's name, identity and sex can be corrected (logged by the server). */
export function PassengerCorrections({ booking }: { booking: CustomerBooking }) {
  const [editing, setEditing] = useState<Person | null>(null);
  const form = useForm<ReturnType<typeof asForm>, unknown, PassengerCorrection>({
    resolver: zodResolver(passengerCorrectionSchema) as never,
  });
  const correct = useCorrectPassenger();
  if (!booking.can_correct) return null;
  const save = form.handleSubmit(async (input) => {
    if (!editing) return;
    try {
      const answer = await correct.mutateAsync({
        code: booking.booking_code,
        value: { id: editing.id, input },
      });
      toast.success(answer.message);
      setEditing(null);
    } catch (error) {
      if (error instanceof ApiError) showFieldErrors(form, error.errors);
      toast.error(error instanceof Error ? error.message : "Gagal memperbarui data penumpang");
    }
  });
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
                form.reset(asForm(person));
              }}
            >
              Ubah
            </Button>
          </li>
        ))}
      </ul>
      {editing ? (
        <div className="space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/50">
          <PersonFields form={form} path="" identityOnly />
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
