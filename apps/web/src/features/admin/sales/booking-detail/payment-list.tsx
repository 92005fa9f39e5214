import { ExternalLink, ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { formatRupiah } from "../../../../lib/format";
import type { BookingPayment } from "../api/booking-types";
import { PaymentStatusBadge } from "../ui/status-badges";
import { DetailSection, stamp } from "./detail-section";

/** The proof image of a transfer: a thumbnail that opens the full image in a new tab. */
function Proof({ url }: { url: string | null }) {
  if (!url)
    return (
      <span className="inline-flex items-center gap-1 text-xs text-slate-500">
        <ImageOff className="h-3.5 w-3.5" aria-hidden="true" /> Tanpa bukti
      </span>
    );
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 text-xs text-navy-700 underline dark:text-navy-100"
    >
      <img src={url} alt="Bukti pembayaran" className="h-16 w-24 rounded border object-cover" />
      Buka bukti <ExternalLink className="h-3 w-3" aria-hidden="true" />
    </a>
  );
}

/** Every payment of a booking with its proof, who recorded and verified it; `actions` for waiting ones. */
export function PaymentList({
  payments,
  actions,
}: {
  payments: BookingPayment[];
  actions?: (payment: BookingPayment) => ReactNode;
}) {
  return (
    <DetailSection title="Pembayaran">
      {payments.length === 0 ? (
        <p className="text-sm text-slate-500">Belum ada pembayaran.</p>
      ) : (
        <ul className="space-y-2">
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="space-y-1 rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700"
              data-testid="payment-item"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {payment.method_label} · {formatRupiah(payment.amount)}
                </span>
                <PaymentStatusBadge status={payment.status} label={payment.status_label} />
              </div>
              <p className="text-xs text-slate-500">
                {stamp(payment.created_at)}
                {payment.recorded_by_name ? ` · dicatat ${payment.recorded_by_name}` : ""}
                {payment.reference ? ` · ref. ${payment.reference}` : ""}
              </p>
              {payment.method === "transfer" || payment.bukti_url ? <Proof url={payment.bukti_url} /> : null}
              {payment.verified_by_name ? (
                <p className="text-xs text-slate-500">
                  Diverifikasi {payment.verified_by_name} · {stamp(payment.verified_at)}
                </p>
              ) : null}
              {payment.catatan ? <p className="text-xs">Catatan: {payment.catatan}</p> : null}
              {actions ? actions(payment) : null}
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
