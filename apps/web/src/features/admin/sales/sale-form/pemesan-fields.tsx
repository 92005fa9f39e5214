import { useFormContext } from "react-hook-form";
import { Field } from "../../../../components/form/field";
import {
  hasAddress,
  KirimEtiketField,
  useKirimEtiketDefault,
} from "../../../../components/form/kirim-etiket-field";
import { Button } from "../../../../components/ui/button";
import { errorAt } from "./place-field-errors";
import type { SaleValues } from "./sale-values";

/** Who orders: name, phone, email, a note and whether the e-tickets are sent to them. */
export function PemesanFields() {
  const { register, formState, getValues, setValue, watch } = useFormContext<SaleValues>();
  const addressGiven = hasAddress(watch("pemesan_telepon"), watch("pemesan_email"));
  const setKirim = (checked: boolean) => setValue("kirim_etiket", checked, { shouldDirty: true });
  useKirimEtiketDefault(addressGiven, setKirim);
  const error = (field: keyof SaleValues): string | undefined => errorAt(formState.errors, field);
  const copyFirst = () => {
    const first = getValues("passengers.0") ?? getValues("vehicles.0.riders.0");
    if (first?.nama_lengkap) setValue("pemesan_nama", first.nama_lengkap, { shouldDirty: true });
  };
  return (
    <section aria-labelledby="pemesan-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pemesan-title" className="text-lg font-semibold">
          Pemesan
        </h2>
        <Button variant="ghost" className="px-2 py-1 text-xs" onClick={copyFirst}>
          Sama dengan penumpang pertama
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Nama pemesan"
          autoComplete="off"
          error={error("pemesan_nama")}
          {...register("pemesan_nama")}
        />
        <Field
          label="Telepon pemesan"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={error("pemesan_telepon")}
          {...register("pemesan_telepon")}
        />
        <Field
          label="Email pemesan"
          type="email"
          autoComplete="off"
          error={error("pemesan_email")}
          {...register("pemesan_email")}
        />
        <Field
          label="Keterangan"
          autoComplete="off"
          error={error("keterangan")}
          {...register("keterangan")}
        />
      </div>
      <KirimEtiketField checked={watch("kirim_etiket")} addressGiven={addressGiven} onChange={setKirim} />
    </section>
  );
}
