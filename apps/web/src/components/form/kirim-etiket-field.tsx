import { useEffect, useId } from "react";

/** Whether any address to send e-tickets to was given (an e-mail or a WhatsApp number). */
export const hasAddress = (...addresses: (string | null | undefined)[]) =>
  addresses.some((address) => (address ?? "").trim() !== "");

/**
 * 'Kirim e-tiket' follows the address fields: it turns on when the first address is given and off when
 * the last one is cleared; in between the user may turn it off.
 */
export function useKirimEtiketDefault(addressGiven: boolean, set: (checked: boolean) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of addressGiven resets it.
  useEffect(() => set(addressGiven), [addressGiven]);
}

/** The sale forms' 'Kirim e-tiket' checkbox; without an address there is nothing to send to. */
export function KirimEtiketField({
  checked,
  addressGiven,
  onChange,
}: {
  checked: boolean;
  addressGiven: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hint = useId();
  return (
    <div className="text-sm">
      <label className="inline-flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          checked={checked && addressGiven}
          disabled={!addressGiven}
          aria-describedby={hint}
          onChange={(event) => onChange(event.target.checked)}
        />
        Kirim e-tiket
      </label>
      <p id={hint} className="text-xs text-slate-500">
        {addressGiven
          ? "E-tiket dikirim ke email dan WhatsApp pemesan setelah booking dikonfirmasi."
          : "Isi email atau telepon pemesan untuk mengirim e-tiket."}
      </p>
    </div>
  );
}
