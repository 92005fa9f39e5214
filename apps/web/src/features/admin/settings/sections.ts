import { cashControlSettingsSchema } from "@ferry/shared/cashier-shifts";
import { onlineBookingSettingsSchema } from "@ferry/shared/online-booking";
import { refundSettingsSchema } from "@ferry/shared/refund-settings";
import { salesSettingsSchema } from "@ferry/shared/sales-settings";
import { sessionSettingsSchema } from "@ferry/shared/session-settings";
import type { SettingsKey } from "@ferry/shared/system-settings";
import type { z } from "zod";

/** One input of a section: a whole number, a yes/no switch or a text, with a short explanation for the operator. */
export type SettingField = { name: string; label: string; help: string; kind: "number" | "yesno" | "text" };

export type SectionConfig = {
  key: SettingsKey;
  title: string;
  description: string;
  schema: z.ZodObject;
  fields: SettingField[];
};

const number = (name: string, label: string, help: string): SettingField => ({
  name,
  label,
  help,
  kind: "number",
});
const text = (name: string, label: string, help: string): SettingField => ({
  name,
  label,
  help,
  kind: "text",
});
const yesNo = (name: string, label: string, help: string): SettingField => ({
  name,
  label,
  help,
  kind: "yesno",
});

/** The sections of 'Pengaturan Sistem', in page order; each is validated with its shared schema. */
export const SECTIONS: SectionConfig[] = [
  {
    key: "sales",
    title: "Penjualan",
    description: "Aturan yang berlaku untuk semua kanal penjualan.",
    schema: salesSettingsSchema,
    fields: [
      number(
        "batas_waktu_pembayaran_menit",
        "Batas waktu pembayaran (menit)",
        "Booking yang belum dibayar dalam waktu ini dibatalkan otomatis dan kursinya dilepas.",
      ),
      number(
        "tutup_penjualan_menit",
        "Tutup penjualan (menit sebelum berangkat)",
        "Penjualan sebuah jadwal ditutup sekian menit sebelum keberangkatan. 0: sampai jam berangkat.",
      ),
      number(
        "persen_tarif_anak",
        "Tarif anak (% tarif dewasa)",
        "Anak yang dijual pada kelas dewasa membayar persentase ini. Kelas khusus anak sudah bertarif anak.",
      ),
      number(
        "persen_tarif_bayi",
        "Tarif bayi (% tarif dewasa)",
        "Bayi tidak mendapat kursi dan membayar persentase ini dari tarif dewasa.",
      ),
      number(
        "usia_maksimal_bayi",
        "Usia maksimal bayi (tahun)",
        "Penumpang di bawah usia ini dihitung sebagai bayi.",
      ),
      number(
        "usia_maksimal_anak",
        "Usia maksimal anak (tahun)",
        "Penumpang sampai usia ini dihitung sebagai anak; di atasnya dewasa.",
      ),
      yesNo(
        "identitas_bayi_boleh_sama",
        "Bayi boleh memakai identitas orang tua",
        "Satu nomor identitas hanya untuk satu penumpang per pelayaran. Jika aktif, bayi boleh memakai nomor identitas orang tuanya.",
      ),
    ],
  },
  {
    key: "session",
    title: "Sesi & Login",
    description: "Aturan login dan sesi petugas. Perubahan berlaku mulai login berikutnya.",
    schema: sessionSettingsSchema,
    fields: [
      number(
        "masa_berlaku_token_menit",
        "Masa berlaku sesi (menit)",
        "Lama sesi petugas berlaku setelah login atau perpanjangan sesi (5 sampai 1440 menit).",
      ),
      yesNo(
        "satu_sesi_per_akun",
        "Satu sesi per akun",
        "Jika aktif, login kedua dengan akun yang sama ditolak kecuali petugas memilih mengambil alih (sesi lama berakhir). Jika tidak, satu akun boleh dipakai di beberapa tempat sekaligus.",
      ),
      number(
        "batas_percobaan_login",
        "Batas percobaan login",
        "Jumlah password salah per username dan alamat yang sama sebelum login dikunci sementara (3 sampai 20).",
      ),
      number(
        "jendela_percobaan_menit",
        "Jendela percobaan login (menit)",
        "Percobaan gagal dihitung dalam rentang waktu ini; setelah lewat, login dapat dicoba lagi.",
      ),
    ],
  },
  {
    key: "refund",
    title: "Refund",
    description: "Aturan pengajuan refund tiket.",
    schema: refundSettingsSchema,
    fields: [
      number(
        "batas_refund_jam",
        "Batas pengajuan refund (jam sebelum berangkat)",
        "Refund hanya dapat diajukan paling lambat sekian jam sebelum keberangkatan. 0: sampai jam berangkat.",
      ),
      number(
        "potongan_refund_persen",
        "Potongan refund (%)",
        "Persentase nilai tiket yang ditahan saat refund; sisanya dikembalikan kepada pembeli.",
      ),
      yesNo(
        "refund_kendaraan_diizinkan",
        "Refund tiket kendaraan diizinkan",
        "Jika tidak aktif, tiket kendaraan tidak dapat di-refund; tiket penumpang tetap dapat.",
      ),
      number(
        "biaya_reschedule",
        "Biaya reschedule (Rp per booking)",
        "Biaya pindah jadwal, ditambah selisih harga bila jadwal baru lebih mahal.",
      ),
    ],
  },
  {
    key: "online",
    title: "Booking Online",
    description:
      "Pemesanan tiket oleh pelanggan di website. Jika tidak aktif, pelanggan diarahkan ke loket seperti semula.",
    schema: onlineBookingSettingsSchema,
    fields: [
      yesNo(
        "aktif",
        "Booking online aktif",
        "Jika aktif, pelanggan yang sudah login dengan profil lengkap dapat memesan dan membayar tiket secara online.",
      ),
      number(
        "hari_buka_penjualan",
        "Penjualan dibuka (hari sebelum berangkat)",
        "Jadwal dapat dipesan online paling cepat sekian hari sebelum keberangkatan.",
      ),
      number(
        "tutup_menit_sebelum_berangkat",
        "Penjualan ditutup (menit sebelum berangkat)",
        "Pemesanan online sebuah jadwal ditutup sekian menit sebelum keberangkatan.",
      ),
      number(
        "batas_waktu_pembayaran_menit",
        "Batas waktu pembayaran online (menit)",
        "Booking online yang belum mengirim bukti pembayaran dalam waktu ini dibatalkan otomatis dan kursinya dilepas.",
      ),
      text("nama_bank", "Nama bank", "Bank tujuan transfer yang ditampilkan kepada pelanggan."),
      text("nomor_rekening", "Nomor rekening", "Nomor rekening tujuan transfer."),
      text("atas_nama", "Atas nama", "Nama pemilik rekening tujuan transfer."),
    ],
  },
  {
    key: "kas",
    title: "Kontrol Kas",
    description:
      "Empat mata atas uang: pencatat pembayaran, refund, top-up atau penutupan shift tidak dapat menyetujuinya sendiri.",
    schema: cashControlSettingsSchema,
    fields: [
      yesNo(
        "super_admin_setujui_sendiri",
        "Super Admin boleh menyetujui catatannya sendiri",
        "Hanya untuk pengguna dengan peran Super Admin (misalnya loket kecil dengan satu petugas). Setiap persetujuan sendiri dicatat di log aktivitas.",
      ),
    ],
  },
];
