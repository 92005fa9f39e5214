import type { CustomerBooking } from "@ferry/shared/online-booking";
import type { GatewayMethod, GatewayPayment } from "@ferry/shared/payment-gateway";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { formatDateTime, formatRupiah, zoneLabel } from "../../../lib/format";
import { useChooseGateway } from "./api/bookings";
import { formatCountdown, useCountdown } from "./payment-panel";

/** The chosen charge: the VA number with its bank (or Mandiri's biller code), the QRIS to scan, the app link. */
function ActiveCharge({ charge, zone }: { charge: GatewayPayment; zone: string }) {
  const left = useCountdown(charge.expires_at);
  return (
    <div className="space-y-2 rounded-lg bg-white p-3 dark:bg-slate-900" data-testid="gateway-active">
      <p className="font-semibold">{charge.label}</p>
      {charge.va_number ? (
        <p>
          {charge.biller_code ? (
            <>
              Kode perusahaan (biller) <span className="font-mono font-semibold">{charge.biller_code}</span> ·{" "}
            </>
          ) : null}
          {charge.biller_code ? "Kode bayar" : `Nomor Virtual Account ${charge.bank?.toUpperCase() ?? ""}`}{" "}
          <span className="font-mono text-lg font-bold" data-testid="va-number">
            {charge.va_number}
          </span>
        </p>
      ) : null}
      {charge.qr_image ? (
        <img
          src={charge.qr_image}
          alt="Kode QRIS untuk dipindai"
          className="h-56 w-56 rounded bg-white p-1"
          data-testid="qris-image"
        />
      ) : null}
      {charge.deeplink_url ? (
        <a className="inline-block underline" href={charge.deeplink_url} rel="noreferrer">
          Buka aplikasi {charge.label}
        </a>
      ) : null}
      <p className="text-xl font-bold">{formatRupiah(charge.amount)}</p>
      {charge.expires_at ? (
        <p>
          Bayar sebelum {formatDateTime(charge.expires_at, zone)} {zoneLabel(zone)} · sisa waktu{" "}
          <strong>{left === null ? "-" : formatCountdown(left)}</strong>
        </p>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
        Menunggu pembayaran. Halaman ini berubah menjadi e-tiket begitu pembayaran diterima.
      </p>
    </div>
  );
}

/**
 * Online payment of a waiting booking (the gateway is on): the methods to choose from, then the chosen
 * one's VA number or QRIS with the deadline in the departure port's zone. The booking is asked again
 * every few seconds meanwhile (`useCustomerBooking`), so the page shows the e-ticket once paid.
 */
export function GatewayPanel({ booking, zone }: { booking: CustomerBooking; zone: string }) {
  const choose = useChooseGateway();
  const offer = booking.gateway;
  if (!offer) return null;
  const pick = async (method: GatewayMethod) => {
    try {
      const answer = await choose.mutateAsync({ code: booking.booking_code, value: method });
      toast.success(answer.message);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : "Gagal membuat pembayaran");
    }
  };
  return (
    <section
      aria-labelledby="bayar-online"
      className="space-y-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950"
    >
      <h2 id="bayar-online" className="text-lg font-semibold">
        Bayar Online (Virtual Account, QRIS)
      </h2>
      <fieldset className="space-y-2">
        <legend className="text-sm">Pilih metode pembayaran; tiket terbit otomatis setelah dibayar.</legend>
        <div className="flex flex-wrap gap-2">
          {offer.methods.map((method) => (
            <Button
              key={method.code}
              variant={offer.active?.method === method.code ? "primary" : "secondary"}
              aria-pressed={offer.active?.method === method.code}
              disabled={choose.isPending}
              onClick={() => void pick(method.code)}
            >
              {method.label}
            </Button>
          ))}
        </div>
      </fieldset>
      {choose.isPending ? <p className="text-sm">Membuat pembayaran...</p> : null}
      {offer.active ? <ActiveCharge charge={offer.active} zone={zone} /> : null}
    </section>
  );
}
