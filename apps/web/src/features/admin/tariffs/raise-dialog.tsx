import { raisePercentSchema } from "@ferry/shared/tariffs";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";

/** Asks for a percentage to raise (or, negative, lower) every filled cell of the grid. */
export function RaiseDialog({
  onClose,
  onRaise,
}: {
  onClose: () => void;
  onRaise: (percent: number) => void;
}) {
  const form = useForm<z.input<typeof raisePercentSchema>, unknown, z.output<typeof raisePercentSchema>>({
    resolver: zodResolver(raisePercentSchema),
    defaultValues: { percent: "" },
    mode: "onChange",
  });
  const submit = form.handleSubmit(({ percent }) => onRaise(percent));
  return (
    <Modal
      open
      title="Naikkan semua tarif"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button disabled={!form.formState.isValid} onClick={() => void submit()}>
            Terapkan ke grid
          </Button>
        </>
      }
    >
      <form noValidate onSubmit={submit}>
        <label className="block">
          <span className="mb-1 block font-medium">Persentase (%)</span>
          <input
            // biome-ignore lint/a11y/noAutofocus: the dialog has one field
            autoFocus
            inputMode="decimal"
            {...form.register("percent")}
            className="w-32 rounded border border-slate-300 px-2 py-1 text-right dark:border-slate-600 dark:bg-slate-800"
          />
        </label>
        <p className="mt-2 text-slate-500">
          Semua sel yang terisi (tarif angkutan, tarif muat dan komponen) dikalikan lalu dibulatkan ke Rp 100
          terdekat. Belum tersimpan sampai Anda menekan Simpan.
        </p>
      </form>
    </Modal>
  );
}
