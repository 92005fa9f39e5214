import {
  type GolonganRule,
  type ReclassificationSettings,
  reclassificationSettingsSchema,
  VEHICLE_GROUP_LABELS,
  VEHICLE_GROUPS,
  type VehicleGroup,
} from "@ferry/shared/vehicle-reclassification";
import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Field } from "../../../components/form/field";
import { SelectField } from "../../../components/form/select-field";
import { Button } from "../../../components/ui/button";
import {
  useReclassificationSettings,
  useSaveReclassificationSettings,
} from "./api/reclassification-settings";
import { type LimitRow, rowKey, WeightLimitList } from "./weight-limit-list";

type RuleRow = { key: string; golongan: string; kelompok: VehicleGroup; panjang_maks_m: string };
type Draft = { golongan: RuleRow[]; timbangan: LimitRow[]; batas_berat_kapal: LimitRow[] };

const GROUP_CHOICES = VEHICLE_GROUPS.map((group) => ({ value: group, label: VEHICLE_GROUP_LABELS[group] }));
const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));

function draftOf(values: ReclassificationSettings): Draft {
  return {
    golongan: values.golongan.map((rule) => ({
      key: rowKey(),
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

function valuesOf(draft: Draft) {
  return {
    golongan: draft.golongan.map(
      (row): GolonganRule => ({
        golongan: row.golongan.trim().toUpperCase(),
        kelompok: row.kelompok,
        panjang_maks_m: row.panjang_maks_m.trim() === "" ? null : number(row.panjang_maks_m),
      }),
    ),
    timbangan: draft.timbangan.map((row) => ({
      port_id: Number(row.id),
      batas_berat_kg: number(row.batas_berat_kg),
    })),
    batas_berat_kapal: draft.batas_berat_kapal.map((row) => ({
      ship_id: Number(row.id),
      batas_berat_kg: number(row.batas_berat_kg),
    })),
  };
}

/** The editor once the stored values are loaded: the golongan table and both weight-limit lists. */
function Editor({ stored, canEdit }: { stored: ReclassificationSettings; canEdit: boolean }) {
  const save = useSaveReclassificationSettings();
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [problems, setProblems] = useState<string[]>([]);
  const setRule = (index: number, changes: Partial<RuleRow>) =>
    setDraft({
      ...draft,
      golongan: draft.golongan.map((row, at) => (at === index ? { ...row, ...changes } : row)),
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reclassificationSettingsSchema.safeParse(valuesOf(draft));
    if (!parsed.success) {
      setProblems([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return;
    }
    setProblems([]);
    save.mutate(parsed.data, {
      onSuccess: (answer) =>
        toast.success(answer.message ?? "Pengaturan ukur ulang kendaraan berhasil disimpan"),
      onError: (error) => setProblems([error.message]),
    });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="font-medium">
          Golongan menurut panjang (kosongkan panjang pada baris terakhir)
        </legend>
        {draft.golongan.map((row, index) => (
          <div key={row.key} className="grid grid-cols-[5rem_1fr_7rem_auto] items-end gap-2">
            <Field
              label={`Golongan ${index + 1}`}
              value={row.golongan}
              disabled={!canEdit}
              onChange={(event) => setRule(index, { golongan: event.target.value })}
            />
            <SelectField
              label="Kelompok"
              choices={GROUP_CHOICES}
              value={row.kelompok}
              disabled={!canEdit}
              onChange={(event) => setRule(index, { kelompok: event.target.value as VehicleGroup })}
            />
            <Field
              label="Sampai (m)"
              inputMode="decimal"
              value={row.panjang_maks_m}
              disabled={!canEdit}
              onChange={(event) => setRule(index, { panjang_maks_m: event.target.value })}
            />
            <Button
              variant="ghost"
              aria-label={`Hapus golongan ${index + 1}`}
              disabled={!canEdit}
              onClick={() => setDraft({ ...draft, golongan: draft.golongan.filter((_, at) => at !== index) })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          disabled={!canEdit}
          onClick={() =>
            setDraft({
              ...draft,
              golongan: [
                ...draft.golongan,
                { key: rowKey(), golongan: "", kelompok: "barang", panjang_maks_m: "" },
              ],
            })
          }
        >
          Tambah golongan
        </Button>
      </fieldset>
      <WeightLimitList
        title="Pelabuhan dengan jembatan timbang"
        optionsPath="/ports/options"
        placeLabel="Pelabuhan"
        rows={draft.timbangan}
        onChange={(timbangan) => setDraft({ ...draft, timbangan })}
        disabled={!canEdit}
      />
      <WeightLimitList
        title="Batas berat kendaraan per kapal"
        optionsPath="/ships/options"
        placeLabel="Kapal"
        rows={draft.batas_berat_kapal}
        onChange={(batas_berat_kapal) => setDraft({ ...draft, batas_berat_kapal })}
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
