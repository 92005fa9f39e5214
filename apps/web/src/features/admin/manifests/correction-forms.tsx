import { personCorrectionSchema, vehicleCorrectionSchema } from "@ferry/shared/manifests";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { controlClass } from "../../../components/form/control-class";
import { Modal } from "../../../components/ui/modal";
import {
  type ManifestPerson,
  type ManifestVehicle,
  useCorrectPerson,
  useCorrectVehicle,
} from "./api/manifests";
import { DialogActions, Field, TextField } from "./form-parts";

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
    kewarganegaraan: person.kewarganegaraan,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (text: string) =>
    setValues((current) => ({ ...current, [key]: text }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = personCorrectionSchema.safeParse({
      nama_lengkap: values.nama_lengkap,
      jenis_identitas: values.jenis_identitas || null,
      nomor_identitas: values.nomor_identitas || null,
      jenis_kelamin: values.jenis_kelamin || null,
      usia: values.usia === "" ? null : Number(values.usia),
      kelompok_umur: values.kelompok_umur,
      kewarganegaraan: values.kewarganegaraan,
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
        <TextField label="Nama Lengkap" value={values.nama_lengkap} onText={set("nama_lengkap")} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Jenis Identitas" value={values.jenis_identitas} onText={set("jenis_identitas")} />
          <TextField label="Nomor Identitas" value={values.nomor_identitas} onText={set("nomor_identitas")} />
          <Field label="Jenis Kelamin">
            <select
              className={`${controlClass} w-full`}
              value={values.jenis_kelamin}
              onChange={(event) => set("jenis_kelamin")(event.target.value)}
            >
              <option value="">-</option>
              <option value="L">Laki-laki</option>
              <option value="P">Perempuan</option>
            </select>
          </Field>
          <TextField label="Usia" type="number" min={0} value={values.usia} onText={set("usia")} />
          <Field label="Kelompok Umur">
            <select
              className={`${controlClass} w-full`}
              value={values.kelompok_umur}
              onChange={(event) => set("kelompok_umur")(event.target.value)}
            >
              <option>Dewasa</option>
              <option>Anak</option>
              <option>Bayi</option>
            </select>
          </Field>
          <TextField label="Kewarganegaraan" value={values.kewarganegaraan} onText={set("kewarganegaraan")} />
        </div>
        <DialogActions error={error} onCancel={onClose} pending={correct.isPending} submitLabel="Simpan" />
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
        <TextField label="Nomor Kendaraan" value={plate} onText={setPlate} />
        <TextField label="Nama Pemilik" value={owner} onText={setOwner} />
        <DialogActions error={error} onCancel={onClose} pending={correct.isPending} submitLabel="Simpan" />
      </form>
    </Modal>
  );
}
