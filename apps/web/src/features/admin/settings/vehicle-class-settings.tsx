import {
  type ReclassificationSettingsDraft,
  reclassificationSettingsFormSchema,
} from "@ferry/shared/reclassification-settings-form";
import {
  type ReclassificationSettings,
  VEHICLE_GROUP_LABELS,
  VEHICLE_GROUPS,
} from "@ferry/shared/vehicle-reclassification";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { errorMessages } from "../../../components/form/error-messages";
import { Field } from "../../../components/form/field";
import { SelectField } from "../../../components/form/select-field";
import { Button } from "../../../components/ui/button";
import {
  useReclassificationSettings,
  useSaveReclassificationSettings,
} from "./api/reclassification-settings";
import { rowKey, WeightLimitList } from "./weight-limit-list";

const GROUP_CHOICES = VEHICLE_GROUPS.map((group) => ({ value: group, label: VEHICLE_GROUP_LABELS[group] }));

function draftOf(values: ReclassificationSettings): ReclassificationSettingsDraft {
  return {
    golongan: values.golongan.map((rule) => ({
      ...rule,
      panjang_maks_m: rule.panjang_maks_m?.toString() ?? "",
    })),
    timbangan: values.timbangan.map((row) => ({
      key: rowKey(),
      id: String(row.port_id),
      batas_berat_kg: String(row.batas_berat_kg),
    })),
    batas_berat_kapal: values.batas_berat_kapal.map((row) => ({
      key: rowKey(),
      id: String(row.ship_id),
      batas_berat_kg: String(row.batas_berat_kg),
    })),
  };
}

/** The editor once the stored values are loaded: the golongan table and both weight-limit lists. */
function Editor({ stored, canEdit }: { stored: ReclassificationSettings; canEdit: boolean }) {
  const save = useSaveReclassificationSettings();
  const form = useForm<ReclassificationSettingsDraft, unknown, ReclassificationSettings>({
    resolver: zodResolver(reclassificationSettingsFormSchema),
    criteriaMode: "all",
    defaultValues: draftOf(stored),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const golongan = useFieldArray({ control: form.control, name: "golongan" });
  const draft = form.watch();
  const problems = failure ? [failure] : errorMessages(form.formState.errors);
  const onSubmit = form.handleSubmit(
    (values) => {
      setFailure(null);
      save.mutate(values, {
        onSuccess: (answer) =>
          toast.success(answer.message ?? "Pengaturan ukur ulang kendaraan berhasil disimpan"),
        onError: (error) => setFailure(error.message),
      });
    },
    () => setFailure(null),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="font-medium">
          Golongan menurut panjang (kosongkan panjang pada baris terakhir)
        </legend>
        {golongan.fields.map((row, index) => (
          <div key={row.id} className="grid grid-cols-[5rem_1fr_7rem_auto] items-end gap-2">
            <Field
              label={`Golongan ${index + 1}`}
              disabled={!canEdit}
              {...form.register(`golongan.${index}.golongan`)}
            />
            <SelectField
              label="Kelompok"
              choices={GROUP_CHOICES}
              disabled={!canEdit}
              {...form.register(`golongan.${index}.kelompok`)}
            />
            <Field
              label="Sampai (m)"
              inputMode="decimal"
              disabled={!canEdit}
              {...form.register(`golongan.${index}.panjang_maks_m`)}
            />
            <Button
              variant="ghost"
              aria-label={`Hapus golongan ${index + 1}`}
              disabled={!canEdit}
              onClick={() => golongan.remove(index)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          disabled={!canEdit}
          onClick={() => golongan.append({ golongan: "", kelompok: "barang", panjang_maks_m: "" })}
        >
          Tambah golongan
        </Button>
      </fieldset>
      <WeightLimitList
        title="Pelabuhan dengan jembatan timbang"
        optionsPath="/ports/options"
        placeLabel="Pelabuhan"
        rows={draft.timbangan}
        onChange={(timbangan) => form.setValue("timbangan", timbangan)}
        disabled={!canEdit}
      />
      <WeightLimitList
        title="Batas berat kendaraan per kapal"
        optionsPath="/ships/options"
        placeLabel="Kapal"
        rows={draft.batas_berat_kapal}
        onChange={(batas_berat_kapal) => form.setValue("batas_berat_kapal", batas_berat_kapal)}
        disabled={!canEdit}
      />
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {canEdit ? (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Menyimpan..." : "Simpan"}
        </Button>
      ) : null}
    </form>
  );
}

/** /management 'Ukur Ulang Kendaraan' (decision 033): read and saved at its own endpoint ('edit pengaturan'). */
export function VehicleClassSettings() {
  const settings = useReclassificationSettings();
  return (
    <section
      aria-labelledby="pengaturan-ukur-ulang"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <div>
        <h2 id="pengaturan-ukur-ulang" className="text-lg font-semibold">
          Ukur Ulang Kendaraan
        </h2>
        <p className="text-sm text-slate-500">
          Golongan kendaraan menurut panjang yang diukur di gerbang, pelabuhan yang menimbang dan batas berat.
        </p>
      </div>
      {settings.isLoading ? (
        <p className="text-slate-500">Memuat pengaturan...</p>
      ) : settings.error || !settings.data ? (
        <p role="alert" className="text-red-600">
          {settings.error?.message || "Gagal memuat pengaturan"}{" "}
          <button type="button" className="underline" onClick={() => void settings.refetch()}>
            Coba Lagi
          </button>
        </p>
      ) : (
        <Editor stored={settings.data} canEdit />
      )}
    </section>
  );
}
