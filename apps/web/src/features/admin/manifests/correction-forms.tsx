import {
  type PersonCorrection,
  personCorrectionFormSchema,
  type VehicleCorrection,
  vehicleCorrectionSchema,
} from "@ferry/shared/manifests";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { controlClass } from "../../../components/form/control-class";
import { Modal } from "../../../components/ui/modal";
import {
  type ManifestPerson,
  type ManifestVehicle,
  useCorrectPerson,
  useCorrectVehicle,
} from "./api/manifests";
import { DialogActions, Field, TextField } from "./form-parts";

/**
 * A correction dialog's form checked by its shared schema: `save` sends the parsed values, then the dialog
 * closes; `error` is the one message the footer shows (the first field's, else the API's refusal).
 */
function useCorrectionForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  save: (values: Output) => Promise<{ message?: string }>,
  onClose: () => void,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await save(values);
      toast.success(answer.message ?? "Manifest berhasil dikoreksi");
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Gagal mengoreksi manifest");
    }
  });
  const fieldError = Object.values(form.formState.errors)[0] as { message?: string } | undefined;
  return { form, submit, error: fieldError ? (fieldError.message ?? "Data tidak valid") : failure };
}

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
  const { form, submit, error } = useCorrectionForm(
    personCorrectionFormSchema,
    {
      nama_lengkap: person.nama_lengkap,
      jenis_identitas: person.jenis_identitas ?? "",
      nomor_identitas: person.nomor_identitas ?? "",
      jenis_kelamin: person.jenis_kelamin ?? "",
      usia: person.usia === null ? "" : String(person.usia),
      kelompok_umur: person.kelompok_umur,
      kewarganegaraan: person.kewarganegaraan,
    },
    (values: PersonCorrection) => correct.mutateAsync({ id: person.id, ...values }),
    onClose,
  );
  return (
    <Modal open title={`Koreksi ${person.kode_tiket}`} onClose={onClose}>
      <form className="space-y-3" onSubmit={submit} aria-label="Koreksi penumpang">
        <TextField label="Nama Lengkap" {...form.register("nama_lengkap")} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Jenis Identitas" {...form.register("jenis_identitas")} />
          <TextField label="Nomor Identitas" {...form.register("nomor_identitas")} />
          <Field label="Jenis Kelamin">
            <select className={`${controlClass} w-full`} {...form.register("jenis_kelamin")}>
              <option value="">-</option>
              <option value="L">Laki-laki</option>
              <option value="P">Perempuan</option>
            </select>
          </Field>
          <TextField label="Usia" type="number" min={0} {...form.register("usia")} />
          <Field label="Kelompok Umur">
            <select className={`${controlClass} w-full`} {...form.register("kelompok_umur")}>
              <option>Dewasa</option>
              <option>Anak</option>
              <option>Bayi</option>
            </select>
          </Field>
          <TextField label="Kewarganegaraan" {...form.register("kewarganegaraan")} />
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
  const { form, submit, error } = useCorrectionForm(
    vehicleCorrectionSchema,
    { nomor_kendaraan: vehicle.nomor_kendaraan, nama_pemilik: vehicle.nama_pemilik },
    (values: VehicleCorrection) => correct.mutateAsync({ id: vehicle.id, ...values }),
    onClose,
  );
  return (
    <Modal open title={`Koreksi ${vehicle.kode_tiket}`} onClose={onClose}>
      <form className="space-y-3" onSubmit={submit} aria-label="Koreksi kendaraan">
        <TextField label="Nomor Kendaraan" {...form.register("nomor_kendaraan")} />
        <TextField label="Nama Pemilik" {...form.register("nama_pemilik")} />
        <DialogActions error={error} onCancel={onClose} pending={correct.isPending} submitLabel="Simpan" />
      </form>
    </Modal>
  );
}
