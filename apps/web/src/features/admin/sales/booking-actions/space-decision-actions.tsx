import { rejectionSchema, spaceApprovalSchema } from "@ferry/shared/bookings";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { formatRupiah } from "../../../../lib/format";
import type { Booking } from "../api/booking-types";
import { useExpeditionCompanies } from "../api/sale-queries";
import { CommandButton } from "./command-button";

/** 'Setujui Space' (pay later, or on the company's credit) and 'Tolak' of an expedition request. */
export function SpaceDecisionActions({ booking }: { booking: Booking }) {
  const [onCredit, setOnCredit] = useState(false);
  const companies = useExpeditionCompanies(booking.space_status === "menunggu");
  if (booking.space_status !== "menunggu") return null;
  const company = companies.data?.find((item) => item.id === booking.expedition_company?.id);
  const credit = company ? company.tersedia : null;
  const creditTooSmall = credit !== null && credit < booking.total_harga;
  return (
    <>
      <CommandButton
        label="Setujui Space"
        icon={<Check className="h-4 w-4" aria-hidden="true" />}
        title="Setujui space?"
        description={`Kuota untuk booking ${booking.booking_code} (${formatRupiah(booking.total_harga)}) akan diambil dari jadwal.`}
        confirmLabel="Setujui Space"
        reason={{ name: "catatan", label: "Catatan (opsional)", schema: spaceApprovalSchema }}
        command={(catatan) => ({
          bookingId: booking.id,
          action: "space/approve",
          body: { on_credit: onCredit, catatan: catatan || null },
          success: "Space disetujui",
        })}
      >
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">Cara bayar</legend>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`space-payment-${booking.id}`}
              checked={!onCredit}
              onChange={() => setOnCredit(false)}
              className="mt-1"
            />
            <span>
              Bayar nanti
              <span className="block text-xs text-slate-500">
                Booking menunggu pembayaran dari perusahaan.
              </span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`space-payment-${booking.id}`}
              checked={onCredit}
              disabled={creditTooSmall}
              onChange={() => setOnCredit(true)}
              className="mt-1"
            />
            <span>
              Kredit (plafon)
              <span className="block text-xs text-slate-500">
                {companies.isLoading
                  ? "Memuat plafon..."
                  : credit === null
                    ? "Plafon perusahaan tidak diketahui."
                    : `Plafon tersedia ${formatRupiah(credit)}${creditTooSmall ? " — tidak mencukupi" : ""}`}
              </span>
            </span>
          </label>
        </fieldset>
      </CommandButton>
      <CommandButton
        label="Tolak"
        variant="danger"
        tone="danger"
        icon={<X className="h-4 w-4" aria-hidden="true" />}
        title="Tolak space?"
        description={`Permintaan space booking ${booking.booking_code} akan ditolak.`}
        confirmLabel="Ya, tolak"
        reason={{ name: "catatan", label: "Alasan penolakan", schema: rejectionSchema }}
        command={(catatan) => ({
          bookingId: booking.id,
          action: "space/reject",
          body: { catatan },
          success: "Space ditolak",
        })}
      />
    </>
  );
}
