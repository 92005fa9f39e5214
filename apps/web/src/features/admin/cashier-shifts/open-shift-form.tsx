import { type OpenShiftInput, openShiftSchema } from "@ferry/shared/cashier-shifts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { Field } from "../../../components/form/field";
import { showRefusal } from "../../../components/form/show-refusal";
import { Button } from "../../../components/ui/button";
import { useOpenShift } from "./api/shifts";

/** 'Buka Shift': the counter's name and the float counted into the drawer (whole rupiah). */
export function OpenShiftForm() {
  const form = useForm<OpenShiftInput, unknown, z.output<typeof openShiftSchema>>({
    resolver: zodResolver(openShiftSchema),
    defaultValues: { loket: "", modal_awal: "" },
  });
  const errors = form.formState.errors;
  const open = useOpenShift();
  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await open.mutateAsync(body);
      toast.success(answer.message ?? "Shift kasir dibuka");
    } catch (error) {
      showRefusal(form, error, "Gagal membuka shift");
    }
  });
  return (
    <form
      noValidate
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
        error={errors.loket?.message}
        placeholder="Loket 1 Merak"
        autoFocus
        {...form.register("loket")}
      />
      <Field
        label="Modal awal (Rp)"
        inputMode="numeric"
        error={errors.modal_awal?.message}
        {...form.register("modal_awal")}
      />
      <Button type="submit" disabled={open.isPending}>
        Buka Shift
      </Button>
    </form>
  );
}
