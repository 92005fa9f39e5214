import {
  BOOKING_CHANNEL_LABELS,
  BOOKING_STATUS_LABELS,
  GENDER_LABELS,
  PAYMENT_METHOD_LABELS,
  TICKET_TYPE_LABELS,
} from "./bookings";
import { CARGO_CATEGORY_LABELS } from "./cargo-types";
import { TICKET_TEMPLATE_LABELS } from "./documents";
import { TICKET_STATUS_LABELS } from "./gate";

/**
 * The one place a staff screen, report or export looks up how to name a code (docs/decisions/
 * 023-truthful-times-and-figures.md): what was done (activity log actions), to what (subjects), which field,
 * and the coded values. The catalogues of one domain stay beside its schemas; this file joins them.
 */

/** What an activity log row is about (`subject_type`, and the resources' subjects). */
export const SUBJECT_LABELS: Record<string, string> = {
  agen: "Agen",
  agent_topup: "Top-up agen",
  auth: "Autentikasi",
  booking: "Booking",
  booking_passenger: "Penumpang booking",
  booking_vehicle: "Kendaraan booking",
  booking_payment: "Pembayaran booking",
  cargo_type: "Muatan",
  cashier_shift: "Shift kasir",
  company: "Perusahaan",
  company_information: "Informasi perusahaan",
  company_settings: "Pengaturan perusahaan",
  credit_limit: "Plafon",
  crew: "ABK",
  customer: "Pelanggan",
  discount: "Potongan",
  embarkation: "Embarkasi",
  expedition_company: "Perusahaan ekspedisi",
  information: "Berita",
  manifest: "Manifest",
  news_category: "Kategori berita",
  notice: "Notifikasi",
  fare_component: "Komponen tarif",
  port: "Pelabuhan",
  refund: "Refund",
  role: "Peran",
  retention: "Arsip log",
  route: "Rute",
  sales_limits: "Limit jual",
  schedule: "Jadwal",
  sea_route: "Rute",
  seapass: "SeaPass",
  session: "Sesi login",
  settings: "Pengaturan",
  ship: "Kapal",
  ship_capacity: "Kapasitas kapal",
  system_settings: "Pengaturan sistem",
  tariff: "Tarif rute",
  ticket: "Tiket",
  ticket_price: "Harga tiket",
  ticket_terms: "Syarat & ketentuan tiket",
  upload: "Unggahan",
  user: "Pengguna",
  vehicle_ticket: "Tiket kendaraan",
};

/** Actions whose name is not just "<subject> added, changed or deleted". */
export const ACTION_LABELS: Record<string, string> = {
  "agent_topup.approved": "Top-up agen disetujui",
  "agent_topup.rejected": "Top-up agen ditolak",
  "agent_topup.requested": "Top-up agen diajukan",
  "auth.device_login": "Login perangkat gerbang",
  "auth.device_revoked": "Sesi perangkat gerbang dicabut",
  "auth.force_logout": "Sesi diakhiri paksa",
  "auth.login": "Login",
  "auth.login_failed": "Login gagal",
  "auth.login_forced": "Login mengambil alih sesi lain",
  "auth.logout": "Logout",
  "auth.password_changed": "Password diganti",
  "auth.password_reset_link": "Password staf diatur ulang lewat tautan e-mail",
  "auth.refresh": "Sesi diperpanjang",
  "booking.cancelled": "Booking dibatalkan",
  "booking.created": "Booking dibuat",
  "booking.gateway_method_chosen": "Metode pembayaran online dipilih",
  "booking.gateway_paid": "Pembayaran online diterima",
  "booking.moved": "Booking dipindah dari jadwal yang dibatalkan",
  "booking.passenger_corrected": "Data penumpang dikoreksi",
  "booking.payment_approved": "Pembayaran disetujui",
  "booking.payment_recorded": "Pembayaran dicatat",
  "booking.payment_rejected": "Pembayaran ditolak",
  "booking.pdf_cache_cleared": "Cache PDF booking dihapus",
  "booking.rescheduled": "Booking dipindah jadwal",
  "booking.space_approved": "Space disetujui",
  "company.logo_removed": "Logo perusahaan dihapus",
  "company.settings_updated": "Pengaturan perusahaan diubah",
  "credit_limit.approved": "Perubahan plafon disetujui",
  "credit_limit.rejected": "Perubahan plafon ditolak",
  "credit_limit.requested": "Perubahan plafon diajukan",
  "customer.email_verified": "E-mail pelanggan diverifikasi",
  "customer.google_linked": "Akun Google pelanggan ditautkan",
  "customer.password_reset": "Password pelanggan direset lewat tautan",
  "customer.profile_updated": "Profil pelanggan diubah",
  "customer.registered": "Pelanggan mendaftar",
  "customer.registered_google": "Pelanggan mendaftar dengan Google",
  "embarkation.closed": "Boarding ditutup",
  "embarkation.opened": "Boarding dibuka",
  "expedition_company.credit_used": "Kredit ekspedisi dipakai",
  "expedition_company.plafon_changed": "Plafon ekspedisi diubah",
  "expedition_company.settled": "Tagihan ekspedisi dilunasi",
  "manifest.frozen": "Manifest dikunci",
  "manifest.infant_added": "Bayi ditambahkan ke manifest",
  "manifest.passenger_corrected": "Penumpang manifest dikoreksi",
  "manifest.reopened": "Manifest dibuka kembali",
  "manifest.vehicle_corrected": "Kendaraan manifest dikoreksi",
  "cashier_shift.approved": "Penutupan shift kasir disetujui",
  "cashier_shift.closed": "Shift kasir ditutup",
  "cashier_shift.opened": "Shift kasir dibuka",
  "four_eyes.relaxed": "Disetujui sendiri oleh Super Admin (Kontrol Kas)",
  "notice.resent": "Notifikasi dikirim ulang",
  "notice.test_sent": "Notifikasi tes dijadwalkan",
  "payment_gateway.flagged": "Pembayaran online perlu tindakan keuangan",
  "payment_gateway.resolved": "Pembayaran online selesai ditangani",
  "refund.approved": "Refund disetujui",
  "refund.rejected": "Refund ditolak",
  "refund.requested": "Refund diajukan",
  "schedule.bulk_created": "Jadwal dibuat massal",
  "schedule.cancelled": "Jadwal dibatalkan operator",
  "schedule.delayed": "Jadwal ditunda",
  "schedule.ship_changed": "Kapal jadwal diganti",
  "seapass.resend": "Manifest dikirim ulang ke SeaPass",
  "settings.kas_updated": "Pengaturan kontrol kas diubah",
  "settings.sales_updated": "Pengaturan penjualan diubah",
  "settings.seapass_updated": "Pengaturan SeaPass diubah",
  "settings.session_updated": "Pengaturan sesi diubah",
  "ship_capacity.grid_saved": "Kapasitas kapal disimpan",
  "ticket.expired": "Tiket kedaluwarsa",
  "ticket.generated": "Tiket diterbitkan",
  "ticket.offline_scans_synced": "Scan offline disinkronkan",
  "ticket.qr_regenerated": "QR tiket dibuat ulang",
  "ticket.status_changed": "Status tiket diubah",
  "ticket_terms.updated": "Syarat & ketentuan tiket diubah",
  "upload.image": "Gambar diunggah",
  "upload.proof": "Bukti pembayaran diunggah",
  "user.activated": "Pengguna diaktifkan",
  "user.deactivated": "Pengguna dinonaktifkan",
  "user.password_reset": "Password pengguna direset",
  "sales_limits.updated": "Limit jual diubah",
  "retention.archived": "Log lama dipindah ke arsip",
  "tariff.copied": "Tarif rute disalin",
  "tariff.saved": "Tarif rute disimpan",
};

const VERBS: Record<string, string> = { created: "ditambahkan", updated: "diubah", deleted: "dihapus" };

/** `kode_rute` -> `Kode rute`: a name nobody wrote a label for, made readable. */
function humanize(code: string): string {
  const words = code.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function subjectLabel(subject: string | null | undefined): string {
  if (!subject) return "-";
  return SUBJECT_LABELS[subject] ?? humanize(subject);
}

/** `auth.login_forced` -> `Login mengambil alih sesi lain`; `ship.created` -> `Kapal ditambahkan`. */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const [subject = "", verb = ""] = action.split(".");
  return `${subjectLabel(subject)} ${VERBS[verb] ?? humanize(verb).toLowerCase()}`.trim();
}

/** How a record's fields are named on screen (the fields the specs name in Indonesian read as they are). */
export const FIELD_LABELS: Record<string, string> = {
  alamat: "Alamat",
  channel: "Kanal",
  email: "E-mail",
  harga: "Harga",
  harga_muatan: "Harga muatan",
  id: "ID",
  is_active: "Aktif",
  kapasitas: "Kapasitas",
  kode: "Kode",
  kode_kapal: "Kode kapal",
  kode_rute: "Kode rute",
  method: "Metode",
  nama: "Nama",
  nama_lengkap: "Nama lengkap",
  nama_rute: "Nama rute",
  plafon: "Plafon",
  port_destination_id: "Pelabuhan tujuan",
  port_origin_id: "Pelabuhan asal",
  route_id: "Rute",
  ship_id: "Kapal",
  status: "Status",
  status_operasional: "Status operasional",
  tipe_pengguna: "Tipe pengguna",
  tipe_tiket: "Jenis tiket",
  updated_at: "Diubah",
  created_at: "Dibuat",
  description: "Deskripsi",
  name: "Nama",
  permissions: "Hak akses",
  waktu_berangkat: "Waktu berangkat",
  waktu_tiba: "Waktu tiba",
  zona_waktu: "Zona waktu",
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? humanize(field);
}

/** Coded values by the field that holds them: `tunai` -> `Tunai`, `saldo_agen` -> `Saldo Agen`. */
export const VALUE_LABELS: Record<string, Record<string, string>> = {
  channel: BOOKING_CHANNEL_LABELS,
  jenis_kelamin: GENDER_LABELS,
  kategori: CARGO_CATEGORY_LABELS,
  kanal: BOOKING_CHANNEL_LABELS,
  method: PAYMENT_METHOD_LABELS,
  metode: PAYMENT_METHOD_LABELS,
  status_booking: BOOKING_STATUS_LABELS,
  status_tiket: TICKET_STATUS_LABELS,
  template: TICKET_TEMPLATE_LABELS,
  tipe_tiket: TICKET_TYPE_LABELS,
};

/** A coded value as staff read it; a value of a field without codes is shown as it is. */
export function valueLabel(field: string, value: string): string {
  return VALUE_LABELS[field]?.[value] ?? value;
}

/** `2026-11-23` -> `23/11/2026`: a calendar day as Indonesian staff write it (anything else unchanged). */
export function dayLabel(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
