import { openShiftSchema } from "@ferry/shared/cashier-shifts";
import { useState } from "react";
import { Field } from "../../../components/form/field";
import { Button } from "../../../components/ui/button";
import { useOpenShift } from "./api/shifts";
import { useSchemaForm } from "./form-state";

/** 'Buka Shift': the counter's name and the float counted into the drawer (whole rupiah). */
export function OpenShiftForm() {
  const [values, setValues] = useState({ loket: "", modal_awal: "" });
  const form = useSchemaForm(openShiftSchema);
  const open = useOpenShift();
  const set = (key: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clear(key);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = form.check(values);
    if (!body) return;
    open.mutate(body, form.outcome("Shift kasir dibuka"));
  };
  return (
    <form
      onSubmit={submit}
      className="max-w-md space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 className="text-lg font-semibold">Buka Shift</h2>
      <p className="text-sm text-slate-500">
        Hitung uang kembalian di laci, lalu buka shift. Penjualan loket hanya dapat dilakukan saat shift
        terbuka.
      </p>
      <Field
        label="Nama loket"
        value={values.loket}
        error={form.errors.loket}
        placeholder="Loket 1 Merak"
        autoFocus
        onChange={(event) => set("loket", event.target.value)}
      />
      <Field
        label="Modal awal (Rp)"
        inputMode="numeric"
        value={values.modal_awal}
        error={form.errors.modal_awal}
        onChange={(event) => set("modal_awal", event.target.value)}
      />
      <Button type="submit" disabled={open.isPending}>
        Buka Shift
      </Button>
    </form>
  );
}
