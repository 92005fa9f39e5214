import { addInfantSchema } from "@ferry/shared/manifests";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Link } from "react-router";
import type { z } from "zod";
import { controlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Modal } from "../../../components/ui/modal";
import { userCan } from "../../session/permission-check";
import { useSession } from "../../session/session-context";
import {
  type Manifest,
  type ManifestPart,
  type ManifestPerson,
  type ManifestVehicle,
  PART_PATH,
  useAddInfant,
  useManifest,
} from "./api/manifests";
import { PersonForm, VehicleForm } from "./correction-forms";
import { DialogActions, Field } from "./form-parts";
import { SchedulePicker, useScheduleChoice } from "./schedule-picker";

const cell = "px-3 py-2 text-left";

type InfantInput = z.input<typeof addInfantSchema>;
type InfantValues = z.output<typeof addInfantSchema>;

function AddInfantForm({ manifest, onClose }: { manifest: Manifest; onClose: () => void }) {
  const add = useAddInfant(manifest.schedule.id);
  const bookings = [...new Map(manifest.passengers.map((row) => [row.booking_id, row.booking_code]))];
  const form = useForm<InfantInput, unknown, InfantValues>({
    resolver: zodResolver(addInfantSchema),
    defaultValues: { booking_id: bookings[0]?.[0] ?? 0, nama_lengkap: "" },
  });
  const errors = form.formState.errors;
  const error = errors.booking_id?.message ?? errors.nama_lengkap?.message ?? errors.root?.server?.message;
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? "Bayi berhasil ditambahkan ke manifest");
        onClose();
      },
      onError: (failure) => form.setError("root.server", { message: failure.message }),
    }),
  );
  return (
    <Modal open title="Tambah Bayi" onClose={onClose}>
      <form noValidate className="space-y-3" onSubmit={submit} aria-label="Tambah bayi">
        <Field label="Kode Booking">
          <select className={`${controlClass} w-full`} {...form.register("booking_id")}>
            {bookings.map(([id, code]) => (
              <option key={id} value={id}>
                {code}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Nama Bayi">
          <input className={`${controlClass} w-full`} {...form.register("nama_lengkap")} />
        </Field>
        <DialogActions
          error={error ?? null}
          onCancel={onClose}
          pending={add.isPending}
          submitLabel="Tambah"
        />
      </form>
    </Modal>
  );
}

/** The row's 'Koreksi' button, disabled while the manifest may not be corrected. */
function CorrectCell({
  label,
  canEdit,
  onCorrect,
}: {
  label: string;
  canEdit: boolean;
  onCorrect: () => void;
}) {
  return (
    <td className={cell}>
      <Button variant="ghost" disabled={!canEdit} aria-label={`Koreksi ${label}`} onClick={onCorrect}>
        Koreksi
      </Button>
    </td>
  );
}

function PeopleTable({ manifest, canEdit }: { manifest: Manifest; canEdit: boolean }) {
  const [editing, setEditing] = useState<ManifestPerson | null>(null);
  const [adding, setAdding] = useState(false);
  const session = useSession();
  return (
    <>
      {canEdit && userCan(session.user, "create manifest penumpang") && manifest.passengers.length > 0 ? (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Tambah Bayi
        </Button>
      ) : null}
      <table className="w-full text-sm">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th className={cell}>Nama</th>
            <th className={cell}>Identitas</th>
            <th className={cell}>L/P</th>
            <th className={cell}>Usia</th>
            <th className={cell}>Kelompok</th>
            <th className={cell}>Kendaraan</th>
            <th className={cell}>Tiket</th>
            <th className={cell}>Aksi</th>
          </tr>
        </thead>
        <tbody>
          {manifest.passengers.map((person) => (
            <tr key={person.id} className="border-t border-slate-200 dark:border-slate-700">
              <td className={cell}>{person.nama_lengkap}</td>
              <td className={cell}>
                {[person.jenis_identitas, person.nomor_identitas].filter(Boolean).join(" ") || "-"}
              </td>
              <td className={cell}>{person.jenis_kelamin ?? "-"}</td>
              <td className={cell}>{person.usia ?? "-"}</td>
              <td className={cell}>{person.kelompok_umur}</td>
              <td className={cell}>{person.nomor_kendaraan ?? "-"}</td>
              <td className={cell}>{person.kode_tiket}</td>
              <CorrectCell
                label={person.nama_lengkap}
                canEdit={canEdit}
                onCorrect={() => setEditing(person)}
              />
            </tr>
          ))}
        </tbody>
      </table>
      {editing ? (
        <PersonForm scheduleId={manifest.schedule.id} person={editing} onClose={() => setEditing(null)} />
      ) : null}
      {adding ? <AddInfantForm manifest={manifest} onClose={() => setAdding(false)} /> : null}
    </>
  );
}

function VehiclesTable({ manifest, canEdit }: { manifest: Manifest; canEdit: boolean }) {
  const [editing, setEditing] = useState<ManifestVehicle | null>(null);
  return (
    <>
      <table className="w-full text-sm">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th className={cell}>Nomor Kendaraan</th>
            <th className={cell}>Pemilik</th>
            <th className={cell}>Golongan</th>
            <th className={cell}>Penumpang di kendaraan</th>
            <th className={cell}>Tiket</th>
            <th className={cell}>Aksi</th>
          </tr>
        </thead>
        <tbody>
          {manifest.vehicles.map((vehicle) => (
            <tr key={vehicle.id} className="border-t border-slate-200 dark:border-slate-700">
              <td className={cell}>{vehicle.nomor_kendaraan}</td>
              <td className={cell}>{vehicle.nama_pemilik}</td>
              <td className={cell}>{vehicle.golongan ?? vehicle.kelas}</td>
              <td className={cell}>{vehicle.riders.map((rider) => rider.nama_lengkap).join(", ") || "-"}</td>
              <td className={cell}>{vehicle.kode_tiket}</td>
              <CorrectCell
                label={vehicle.nomor_kendaraan}
                canEdit={canEdit}
                onCorrect={() => setEditing(vehicle)}
              />
            </tr>
          ))}
        </tbody>
      </table>
      {editing ? (
        <VehicleForm scheduleId={manifest.schedule.id} vehicle={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

/** The edit screen of one part: pick a day and a sailing, correct its pre-manifest before departure. */
function ManifestEditScreen({ part }: { part: ManifestPart }) {
  const choice = useScheduleChoice();
  const manifest = useManifest(part, choice.schedule, "pre");
  const session = useSession();
  const frozen = manifest.data?.state.frozen ?? false;
  const canEdit = userCan(session.user, `edit manifest ${part}`) && !frozen;
  const empty =
    part === "penumpang" ? manifest.data?.passengers.length === 0 : manifest.data?.vehicles.length === 0;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">
          Edit Manifest {part === "penumpang" ? "Penumpang" : "Kendaraan"}
        </h1>
        <p className="text-sm text-slate-500">
          Koreksi{" "}
          {part === "penumpang" ? "nama, identitas atau kelompok umur" : "nomor kendaraan atau pemilik"}{" "}
          sebelum keberangkatan. Setiap koreksi dicatat di log aktivitas.
        </p>
      </div>
      <SchedulePicker choice={choice} />
      {choice.schedule === null ? (
        <EmptyState title="Pilih jadwal" description="Pilih tanggal dan jadwal untuk menampilkan manifest." />
      ) : manifest.isLoading ? (
        <p className="text-slate-500">Memuat manifest...</p>
      ) : manifest.error ? (
        <p role="alert" className="text-red-600">
          {manifest.error.message || "Gagal memuat manifest"}
        </p>
      ) : manifest.data ? (
        <div className="space-y-3">
          {frozen ? (
            <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
              Manifest sudah dikunci (boarding ditutup). Koreksi hanya setelah manifest dibuka kembali.
            </p>
          ) : null}
          <Link
            className="text-sm text-navy-700 underline"
            to={`/manifest/${choice.schedule}/${PART_PATH[part]}`}
          >
            Lihat manifest
          </Link>
          {empty ? (
            <EmptyState
              title="Belum ada data"
              description="Belum ada pemesanan terkonfirmasi pada jadwal ini."
            />
          ) : part === "penumpang" ? (
            <PeopleTable manifest={manifest.data} canEdit={canEdit} />
          ) : (
            <VehiclesTable manifest={manifest.data} canEdit={canEdit} />
          )}
        </div>
      ) : null}
    </div>
  );
}

export function PassengerManifestEditPage() {
  return <ManifestEditScreen part="penumpang" />;
}

export function VehicleManifestEditPage() {
  return <ManifestEditScreen part="kendaraan" />;
}
