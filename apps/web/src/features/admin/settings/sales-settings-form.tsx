import { type SalesSettings, salesSettingsSchema } from "@ferry/shared/sales-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api";
import { useSaveSalesSettings } from "./api";

type Key = keyof SalesSettings;

/** Every sales setting with its label and a short explanation for the operator. */
const FIELDS: { name: Key; label: string; help: string }[] = [
  {
    name: "batas_waktu_pembayaran_menit",
    label: "Batas waktu pembayaran (menit)",
    help: "Booking yang belum dibayar dalam waktu ini dibatalkan otomatis dan kursinya dilepas.",
  },
  {
    name: "tutup_penjualan_menit",
    label: "Tutup penjualan (menit sebelum berangkat)",
    help: "Penjualan sebuah jadwal ditutup sekian menit sebelum keberangkatan. 0: sampai jam berangkat.",
  },
  {
    name: "persen_tarif_anak",
    label: "Tarif anak (% tarif dewasa)",
    help: "Anak yang dijual pada kelas dewasa membayar persentase ini. Kelas khusus anak sudah bertarif anak.",
  },
  {
    name: "persen_tarif_bayi",
    label: "Tarif bayi (% tarif dewasa)",
    help: "Bayi tidak mendapat kursi dan membayar persentase ini dari tarif dewasa.",
  },
  {
    name: "usia_maksimal_bayi",
    label: "Usia maksimal bayi (tahun)",
    help: "Penumpang di bawah usia ini dihitung sebagai bayi.",
  },
  {
    name: "usia_maksimal_anak",
    label: "Usia maksimal anak (tahun)",
    help: "Penumpang sampai usia ini dihitung sebagai anak; di atasnya dewasa.",
  },
  {
    name: "asuransi_per_penumpang",
    label: "Iuran asuransi per penumpang (Rp)",
    help: "Ditagihkan untuk setiap orang di kapal dan tampil sebagai baris tersendiri di tagihan.",
  },
];

const inputClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm outline-none focus:border-navy-500 focus:ring-2 focus:ring-navy-100 read-only:bg-slate-100 dark:read-only:bg-slate-700 dark:border-slate-600 dark:bg-slate-800";

/** 'Penjualan': the sales rules, validated with the shared schema; read-only without `canEdit`. */
export function SalesSettingsForm({ values, canEdit }: { values: SalesSettings; canEdit: boolean }) {
  const save = useSaveSalesSettings();
  const form = useForm<z.input<typeof salesSettingsSchema>, unknown, SalesSettings>({
    resolver: zodResolver(salesSettingsSchema),
    defaultValues: values,
  });
  useEffect(() => form.reset(values), [values, form]);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (data) => {
    try {
      const answer = await save.mutateAsync(data);
      toast.success(answer.message ?? "Pengaturan penjualan berhasil disimpan");
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if (FIELDS.some((item) => item.name === field))
            form.setError(field as Key, { message: messages[0] });
        }
      }
      toast.error(error instanceof Error ? error.message : "Gagal menyimpan pengaturan penjualan");
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `sales-${field.name}`;
          const error = errors[field.name]?.message;
          return (
            <div key={field.name}>
              <label
                htmlFor={id}
                className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200"
              >
                {field.label}
              </label>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                readOnly={!canEdit}
                className={inputClass}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-help`}
                {...form.register(field.name)}
              />
              <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
                {field.help}
              </p>
              {error ? <p className="mt-1 text-xs text-red-600 dark:text-red-400">{error}</p> : null}
            </div>
          );
        })}
      </div>
      {canEdit ? (
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Menyimpan..." : "Simpan"}
        </Button>
      ) : (
        <p className="text-sm text-slate-500">Anda hanya dapat melihat pengaturan ini.</p>
      )}
    </form>
  );
}
