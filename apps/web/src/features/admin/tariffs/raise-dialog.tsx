import { useState } from "react";
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
  const [text, setText] = useState("");
  const percent = Number(text.replace(",", "."));
  const valid = text.trim() !== "" && Number.isFinite(percent) && percent > -100 && percent <= 1000;
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
          <Button disabled={!valid} onClick={() => onRaise(percent)}>
            Terapkan ke grid
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onRaise(percent);
        }}
      >
        <label className="block">
          <span className="mb-1 block font-medium">Persentase (%)</span>
          <input
            // biome-ignore lint/a11y/noAutofocus: the dialog has one field
            autoFocus
            inputMode="decimal"
            value={text}
            onChange={(event) => setText(event.target.value)}
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
