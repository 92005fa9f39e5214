import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "@ferry/shared/bookings";
import { Wallet } from "lucide-react";
import { useEffect, useRef } from "react";
import { Field } from "../../../../components/form/field";
import { SelectField } from "../../../../components/form/select-field";
import { Button } from "../../../../components/ui/button";
import { formatRupiah } from "../../../../lib/format";
import { Line } from "../ui/price-lines";
import { settle } from "./payment-math";
import { ProofUpload } from "./proof-upload";
import type { PaymentValues } from "./sale-values";

const METHOD_CHOICES = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value] ?? value,
}));

export type PaymentErrors = Partial<Record<keyof PaymentValues, string>>;

/**
 * Taking a payment: method, amount (the amount due until the cashier types another), reference, the
 * transfer proof, and the change for cash paid above the amount due. At most the amount due is recorded.
 */
export function PaymentBlock({
  value,
  onChange,
  due,
  errors = {},
  title = "Pembayaran",
  viaGateway = false,
}: {
  value: PaymentValues;
  onChange: (next: PaymentValues) => void;
  /** The amount due, or null while the price is not known. */
  due: number | null;
  errors?: PaymentErrors;
  title?: string;
  /** The counter's QRIS is a dynamic QR at the gateway: no amount or reference to type (decision 035). */
  viaGateway?: boolean;
}) {
  const typed = useRef(false);
  // The value as last sent: a change made before the parent re-rendered (or an upload finishing later)
  // builds on it, so no typed value is lost.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const set = (patch: Partial<PaymentValues>) => {
    const next = { ...latest.current.value, ...patch };
    latest.current.value = next;
    latest.current.onChange(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the amount due only; `set` reads the latest value
  useEffect(() => {
    if (typed.current || due === null) return;
    if (latest.current.value.amount !== String(due)) set({ amount: String(due) });
  }, [due]);

  const result = settle(value.method, value.amount, due);
  const gatewayQris = viaGateway && value.method === "qris";
  const overpaid = result.received !== null && due !== null && result.received > due;

  return (
    <section aria-labelledby="payment-title" className="space-y-3">
      <h2 id="payment-title" className="flex items-center gap-2 text-lg font-semibold">
        <Wallet className="h-5 w-5" aria-hidden="true" /> {title}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Metode pembayaran"
          choices={METHOD_CHOICES}
          value={value.method}
          error={errors.method}
          onChange={(event) => set({ method: event.target.value as PaymentMethod })}
        />
        <div hidden={gatewayQris}>
          <Field
            label="Jumlah bayar"
            inputMode="numeric"
            autoComplete="off"
            value={value.amount}
            error={errors.amount}
            onChange={(event) => {
              typed.current = true;
              set({ amount: event.target.value.replace(/[^\d]/g, "") });
            }}
          />
          {due !== null && value.amount !== String(due) ? (
            <Button
              variant="ghost"
              className="mt-1 px-2 py-1 text-xs"
              onClick={() => {
                typed.current = false;
                set({ amount: String(due) });
              }}
            >
              Uang pas ({formatRupiah(due)})
            </Button>
          ) : null}
        </div>
        {value.method !== "tunai" && !gatewayQris ? (
          <Field
            label="Nomor referensi"
            autoComplete="off"
            placeholder={value.method === "qris" ? "ID transaksi QRIS" : "Nomor referensi transfer"}
            value={value.reference}
            error={errors.reference}
            onChange={(event) => set({ reference: event.target.value })}
          />
        ) : null}
        {value.method === "transfer" ? (
          <ProofUpload
            value={value.bukti_url}
            error={errors.bukti_url}
            onChange={(url) => set({ bukti_url: url })}
          />
        ) : null}
      </div>
      <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800" aria-live="polite">
        <Line label="Tagihan" value={due ?? 0} />
        <Line label="Dibayar" value={result.amount} strong />
        {result.change > 0 ? <Line label="Kembalian" value={result.change} strong /> : null}
        {overpaid && value.method !== "tunai" ? (
          <p className="text-xs text-amber-700 dark:text-amber-400">
            Jumlah di atas tagihan tidak dicatat; yang dicatat hanya sebesar tagihan.
          </p>
        ) : null}
        {due !== null && result.received !== null && result.remaining > 0 ? (
          <Line label="Sisa tagihan" value={result.remaining} />
        ) : null}
        {value.method === "transfer" ? (
          <p className="text-xs text-slate-500">Pembayaran transfer menunggu verifikasi bagian keuangan.</p>
        ) : null}
        {gatewayQris ? (
          <p className="text-xs text-slate-500">
            QRIS dinamis: setelah disimpan, kode QR tampil di sini dan di layar pelanggan; tiket tercetak
            otomatis begitu pembayaran diterima.
          </p>
        ) : null}
      </dl>
    </section>
  );
}
