import { paymentInputSchema } from "@ferry/shared/bookings";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { ApiError } from "../../../../lib/api";
import { formatRupiah } from "../../../../lib/format";
import { useBookingCommand } from "../api/booking-commands";
import type { Booking } from "../api/booking-types";
import { PaymentBlock, type PaymentErrors } from "../sale-form/payment-block";
import { settle } from "../sale-form/payment-math";
import { emptyPayment, type PaymentValues } from "../sale-form/sale-values";

const FIELDS = ["method", "amount", "reference", "bukti_url"] as const;

function errorsOf(source: Record<string, string[] | undefined>): PaymentErrors {
  return Object.fromEntries(FIELDS.map((field) => [field, source[field]?.[0]]));
}

/** 'Catat Pembayaran' of a booking waiting for payment: cash, QRIS (accepted at once) or a transfer. */
export function RecordPaymentAction({ booking }: { booking: Booking }) {
  const run = useBookingCommand();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<PaymentValues>(emptyPayment);
  const [errors, setErrors] = useState<PaymentErrors>({});
  if (booking.status !== "waiting_payment" || booking.sisa_tagihan <= 0) return null;

  const close = () => {
    setOpen(false);
    setValue(emptyPayment());
    setErrors({});
    run.reset();
  };
  const save = () => {
    const { amount } = settle(value.method, value.amount, booking.sisa_tagihan);
    const body = {
      method: value.method,
      amount: amount || value.amount,
      reference: value.reference,
      bukti_url: value.method === "transfer" ? value.bukti_url : null,
    };
    const checked = paymentInputSchema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string[]> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= [issue.message];
      setErrors(errorsOf(found));
      return;
    }
    setErrors({});
    run.mutate(
      { bookingId: booking.id, action: "payments", body: checked.data, success: "Pembayaran dicatat" },
      {
        onSuccess: close,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422 && error.errors)
            setErrors(errorsOf(error.errors));
        },
      },
    );
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Wallet className="h-4 w-4" aria-hidden="true" /> Catat Pembayaran
      </Button>
      <Modal
        open={open}
        size="lg"
        title={`Catat pembayaran ${booking.booking_code}`}
        onClose={run.isPending ? undefined : close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={run.isPending}>
              Batal
            </Button>
            <Button onClick={save} disabled={run.isPending}>
              {run.isPending ? "Menyimpan..." : "Simpan Pembayaran"}
            </Button>
          </>
        }
      >
        <div className="max-h-[65vh] space-y-3 overflow-y-auto">
          <p>
            Sisa tagihan <strong>{formatRupiah(booking.sisa_tagihan)}</strong> dari total{" "}
            {formatRupiah(booking.total_harga)}.
          </p>
          <PaymentBlock
            value={value}
            onChange={setValue}
            due={booking.sisa_tagihan}
            errors={errors}
            title="Pembayaran"
          />
          {run.error ? (
            <p
              role="alert"
              className="rounded-md bg-red-50 p-2 text-red-700 dark:bg-red-950 dark:text-red-300"
            >
              {run.error.message}
            </p>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
