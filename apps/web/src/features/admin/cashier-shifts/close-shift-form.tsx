import { type CashierShift, closeShiftSchema, type SHIFT_METHODS } from "@ferry/shared/cashier-shifts";
import { useState } from "react";
import { controlClass } from "../../../components/form/control-class";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Button } from "../../../components/ui/button";
import { formatRupiah } from "../../../lib/format";
import { useCloseShift } from "./api/shifts";
import { useSchemaForm } from "./form-state";
import { cellClass, differenceClass, signedRupiah } from "./shift-figures";

type Counted = Record<(typeof SHIFT_METHODS)[number], string>;

const amountOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

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
  const [counted, setCounted] = useState<Counted>({ tunai: "", transfer: "", qris: "" });
  const [catatan, setCatatan] = useState("");
  const form = useSchemaForm(closeShiftSchema);
  const close = useCloseShift();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = form.check({ dihitung: counted, catatan });
    if (!body) return;
    close.mutate(
      { id: shift.id, input: body },
      form.outcome<{ data: CashierShift; message?: string }>("Shift ditutup", (answer) =>
        onClosed(answer.data),
      ),
    );
  };
  return (
    <form
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
            const path = `dihitung.${line.method}`;
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
                    value={counted[line.method]}
                    aria-invalid={form.errors[path] ? true : undefined}
                    onChange={(event) => {
                      setCounted((current) => ({ ...current, [line.method]: event.target.value }));
                      form.clear(path);
                    }}
                  />
                  {form.errors[path] ? (
                    <p role="alert" className="mt-1 text-xs text-red-700">
                      {form.errors[path]}
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
        value={catatan}
        error={form.errors.catatan}
        onChange={(event) => setCatatan(event.target.value)}
      />
      <Button type="submit" disabled={close.isPending}>
        Tutup Shift
      </Button>
    </form>
  );
}
