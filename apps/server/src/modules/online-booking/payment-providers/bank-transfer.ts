import type { OnlineBookingSettings } from "@ferry/shared/online-booking";
import type { Database } from "../../../db/client";
import { type Actor, logActivity } from "../../activity-log/index";
import type { BookingRow } from "../../bookings/index";
import { addPayment } from "../../bookings/index";
import { bookingNotes, notifyHolders } from "../../notifications/index";
import type { DueBooking, PaymentInstructions, ProofProvider, SubmittedProof } from "./provider";

const rupiah = (amount: number) => `Rp ${amount.toLocaleString("id-ID")}`;

/**
 * Bank transfer to the operator's account (from the 'Booking Online' setting): the customer uploads the
 * proof, which becomes a transfer payment waiting for verification exactly like one recorded at the
 * counter, so finance approves it on /booking ('edit acc pembayaran' is notified).
 */
export const bankTransferProvider: ProofProvider = {
  code: "bank_transfer",

  instructions(booking: DueBooking, settings: OnlineBookingSettings): PaymentInstructions {
    const amount = booking.sisa_tagihan;
    const accounts = settings.nomor_rekening
      ? [
          {
            nama_bank: settings.nama_bank,
            nomor_rekening: settings.nomor_rekening,
            atas_nama: settings.atas_nama,
          },
        ]
      : [];
    return {
      provider: "bank_transfer",
      label: "Transfer Bank",
      amount,
      deadline: booking.expires_at,
      accounts,
      steps: [
        `Transfer tepat ${rupiah(amount)} ke rekening di atas.`,
        `Tulis kode booking ${booking.booking_code} pada berita transfer.`,
        "Unggah bukti transfer (foto atau PDF, maksimal 5 MB) sebelum batas waktu pembayaran.",
        "Tiket terbit setelah pembayaran diverifikasi petugas.",
      ],
    };
  },

  async submitProof(tx: Database, booking: BookingRow, actor: Actor, proof: SubmittedProof): Promise<void> {
    const amount = booking.total_harga - booking.total_dibayar;
    await addPayment(tx, booking, actor, {
      method: "transfer",
      amount,
      reference: `Online ${booking.booking_code}`,
      bukti_url: proof.bukti_url,
      status: "menunggu",
    });
    await logActivity(tx, actor, {
      action: "booking.payment_recorded",
      description: `Booking ${booking.booking_code}: bukti transfer ${rupiah(amount)} dikirim pelanggan`,
      subject_type: "booking",
      subject_id: booking.id,
      properties: {
        method: "transfer",
        amount,
        bukti_url: proof.bukti_url,
        content_type: proof.content_type,
      },
    });
    await notifyHolders(tx, "edit acc pembayaran", bookingNotes.transferWaiting(booking, amount), actor.id);
  },
};
