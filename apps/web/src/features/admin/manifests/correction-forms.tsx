import { personCorrectionSchema, vehicleCorrectionSchema } from "@ferry/shared/manifests";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { controlClass } from "../gate/schedule-label";
import { type ManifestPerson, type ManifestVehicle, useCorrectPerson, useCorrectVehicle } from "./api";

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, so the label wraps it
    <label className="block text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      {children}
    </label>
  );
}

const firstError = (issues: { message: string }[]) => issues[0]?.message ?? "Data tidak valid";

/** Corrects a person on the manifest: name, identity, sex, age, age group. */
export function PersonForm({
  scheduleId,
  person,
  onClose,
}: {
  scheduleId: number;
  person: ManifestPerson;
  onClose: () => void;
}) {
  const correct = useCorrectPerson(scheduleId);
  const [values, setValues] = useState({
    nama_lengkap: person.nama_lengkap,
    jenis_identitas: person.jenis_identitas ?? "",
    nomor_identitas: person.nomor_identitas ?? "",
    jenis_kelamin: person.jenis_kelamin ?? "",
    usia: person.usia === null ? "" : String(person.usia),
    kelompok_umur: person.kelompok_umur,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = personCorrectionSchema.safeParse({
      nama_lengkap: values.nama_lengkap,
      jenis_identitas: values.jenis_identitas || null,
      nomor_identitas: values.nomor_identitas || null,
      jenis_kelamin: values.jenis_kelamin || null,
      usia: values.usia === "" ? null : Number(values.usia),
      kelompok_umur: values.kelompok_umur,
    });
    if (!parsed.success) return setError(firstError(parsed.error.issues));
    correct.mutate(
      { id: person.id, ...parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? "Manifest berhasil dikoreksi");
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Modal open title={`Koreksi ${person.kode_tiket}`} onClose={onClose}>
      <form className="space-y-3" onSubmit={submit} aria-label="Koreksi penumpang">
        <Field label="Nama Lengkap">
          <input
            className={`${controlClass} w-full`}
            value={values.nama_lengkap}
            onChange={set("nama_lengkap")}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label="Jenis Identitas">
            <input
              className={`${controlClass} w-full`}
              value={values.jenis_identitas}
              onChange={set("jenis_identitas")}
            />
          </Field>
          <Field label="Nomor Identitas">
            <input
              className={`${controlClass} w-full`}
              value={values.nomor_identitas}
              onChange={set("nomor_identitas")}
            />
          </Field>
          <Field label="Jenis Kelamin">
            <select
              className={`${controlClass} w-full`}
              value={values.jenis_kelamin}
              onChange={set("jenis_kelamin")}
            >
              <option value="">-</option>
              <option value="L">Laki-laki</option>
              <option value="P">Perempuan</option>
            </select>
          </Field>
          <Field label="Usia">
            <input
              type="number"
              min={0}
              className={`${controlClass} w-full`}
              value={values.usia}
              onChange={set("usia")}
            />
          </Field>
          <Field label="Kelompok Umur">
            <select
              className={`${controlClass} w-full`}
              value={values.kelompok_umur}
              onChange={set("kelompok_umur")}
            >
              <option>Dewasa</option>
              <option>Anak</option>
              <option>Bayi</option>
            </select>
          </Field>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" disabled={correct.isPending}>
            Simpan
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Corrects a vehicle on the manifest: plate and owner. */
export function VehicleForm({
  scheduleId,
  vehicle,
  onClose,
}: {
  scheduleId: number;
  vehicle: ManifestVehicle;
  onClose: () => void;
}) {
  const correct = useCorrectVehicle(scheduleId);
  const [plate, setPlate] = useState(vehicle.nomor_kendaraan);
  const [owner, setOwner] = useState(vehicle.nama_pemilik);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = vehicleCorrectionSchema.safeParse({ nomor_kendaraan: plate, nama_pemilik: owner });
    if (!parsed.success) return setError(firstError(parsed.error.issues));
    correct.mutate(
      { id: vehicle.id, ...parsed.data },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? "Manifest berhasil dikoreksi");
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Modal open title={`Koreksi ${vehicle.kode_tiket}`} onClose={onClose}>
      <form className="space-y-3" onSubmit={submit} aria-label="Koreksi kendaraan">
        <Field label="Nomor Kendaraan">
          <input
            className={`${controlClass} w-full`}
            value={plate}
            onChange={(event) => setPlate(event.target.value)}
          />
        </Field>
        <Field label="Nama Pemilik">
          <input
            className={`${controlClass} w-full`}
            value={owner}
            onChange={(event) => setOwner(event.target.value)}
          />
        </Field>
        {error ? (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="submit" disabled={correct.isPending}>
            Simpan
          </Button>
        </div>
      </form>
    </Modal>
  );
}
