import { type CashierShift, type CloseShiftInput, closeShiftSchema } from "@ferry/shared/cashier-shifts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { controlClass } from "../../../components/form/control-class";
import { showRefusal } from "../../../components/form/show-refusal";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Button } from "../../../components/ui/button";
import { formatRupiah } from "../../../lib/format";
import { useCloseShift } from "./api/shifts";
import { cellClass, differenceClass, signedRupiah } from "./shift-figures";

const amountOf = (typed: unknown) => {
  const text = String(typed ?? "").trim();
  return /^\d+$/.test(text) ? Number(text) : null;
};

/**
 * 'Tutup Shift': the money counted per method beside what the records expect, the difference shown as it is
 * typed; the close freezes the figures and waits for a supervisor's approval.
 */
export function CloseShiftForm({
  shift,
  onClosed,
}: {
  shift: CashierShift;
  onClosed: (shift: CashierShift) => void;
}) {
  const form = useForm<CloseShiftInput, unknown, z.output<typeof closeShiftSchema>>({
    resolver: zodResolver(closeShiftSchema),
    defaultValues: { dihitung: { tunai: "", transfer: "", qris: "" }, catatan: "" },
  });
  const errors = form.formState.errors;
  const counted = form.watch("dihitung");
  const close = useCloseShift();
  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await close.mutateAsync({ id: shift.id, input });
      toast.success(answer.message ?? "Shift ditutup");
      onClosed(answer.data);
    } catch (error) {
      showRefusal(form, error, "Gagal menutup shift");
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 className="text-lg font-semibold">Tutup Shift</h2>
      <p className="text-sm text-slate-500">
        Hitung uang di laci (termasuk modal awal), slip transfer dan transaksi QRIS, lalu isi jumlahnya.
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">Uang dihitung per metode</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left dark:border-slate-700">
            <th className="px-3 py-2">Metode</th>
            <th className={cellClass}>Diharapkan</th>
            <th className={cellClass}>Dihitung (Rp)</th>
            <th className={cellClass}>Selisih</th>
          </tr>
        </thead>
        <tbody>
          {shift.methods.map((line) => {
            const typed = amountOf(counted[line.method]);
            const difference = typed === null ? null : typed - line.diharapkan;
            const error = errors.dihitung?.[line.method]?.message;
            return (
              <tr key={line.method} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {line.label}
                </th>
                <td className={cellClass}>{formatRupiah(line.diharapkan)}</td>
                <td className={cellClass}>
                  <input
                    aria-label={`${line.label} dihitung`}
                    inputMode="numeric"
                    className={`${controlClass} w-36 text-right`}
                    aria-invalid={error ? true : undefined}
                    {...form.register(`dihitung.${line.method}`)}
                  />
                  {error ? (
                    <p role="alert" className="mt-1 text-xs text-red-700">
                      {error}
                    </p>
                  ) : null}
                </td>
                <td className={`${cellClass} ${differenceClass(difference)}`}>{signedRupiah(difference)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <TextAreaField
        label="Catatan (opsional)"
        error={errors.catatan?.message}
        {...form.register("catatan")}
      />
      <Button type="submit" disabled={close.isPending}>
        Tutup Shift
      </Button>
    </form>
  );
}
