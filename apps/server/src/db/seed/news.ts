import { readingMinutes, slugify } from "@ferry/shared/news";
import type { Database } from "../client";
import { informations, newsCategories } from "../schema/company";

const CATEGORIES = [
  { name: "Berita", slug: "berita", color: "#1d6fb8" },
  { name: "Pengumuman", slug: "pengumuman", color: "#dc2626" },
  { name: "Tips Perjalanan", slug: "tips-perjalanan", color: "#16a34a" },
  { name: "Promo", slug: "promo", color: "#d97706" },
];

/** [category slug, title, tags, featured, days ago] — fourteen realistic items (more than one page) for the news pages. */
const ARTICLES: [string, string, string[], boolean, number][] = [
  [
    "pengumuman",
    "Jadwal Tambahan Merak–Bakauheni Selama Libur Natal dan Tahun Baru",
    ["nataru", "merak", "bakauheni", "jadwal"],
    true,
    1,
  ],
  [
    "berita",
    "KMP Legundi Kembali Beroperasi Setelah Docking Tahunan",
    ["kapal", "docking", "merak"],
    true,
    3,
  ],
  [
    "tips-perjalanan",
    "Tujuh Tips Menyeberang dengan Kendaraan Pribadi",
    ["tips", "kendaraan", "golongan"],
    true,
    5,
  ],
  [
    "pengumuman",
    "Penyesuaian Tarif Lintasan Ketapang–Gilimanuk",
    ["tarif", "ketapang", "gilimanuk"],
    false,
    7,
  ],
  ["berita", "Gerbang Tiket Kode QR Kini Aktif di Pelabuhan Ketapang", ["qr", "ketapang", "tiket"], false, 9],
  [
    "tips-perjalanan",
    "Membawa Anak dan Bayi di Kapal: Yang Perlu Disiapkan",
    ["tips", "keluarga", "anak"],
    false,
    11,
  ],
  ["promo", "Diskon Golongan II untuk Pemudik Motor", ["promo", "mudik", "motor"], false, 13],
  ["berita", "Lintasan Padangbai–Lembar Tambah Satu Kapal", ["padangbai", "lembar", "kapal"], false, 16],
  [
    "tips-perjalanan",
    "Cara Cek Booking dan Cetak Tiket Sendiri",
    ["tiket", "cek booking", "tips"],
    false,
    18,
  ],
  [
    "pengumuman",
    "Cuaca Buruk: Pelayaran Dapat Ditunda Sewaktu-waktu",
    ["cuaca", "keselamatan", "jadwal"],
    false,
    21,
  ],
  ["berita", "Latihan Keselamatan Penumpang Bersama Basarnas", ["keselamatan", "latihan"], false, 25],
  ["promo", "Tiket Rombongan Sekolah Lebih Hemat", ["promo", "rombongan", "sekolah"], false, 30],
  ["berita", "Pelabuhan Bakauheni Buka Area Parkir Baru", ["bakauheni", "parkir"], false, 33],
  [
    "tips-perjalanan",
    "Mengenal Golongan Kendaraan di Kapal Penyeberangan",
    ["golongan", "kendaraan"],
    false,
    36,
  ],
];

function body(title: string): string {
  return [
    `${title}. Informasi ini disampaikan agar para pengguna jasa penyeberangan dapat merencanakan perjalanan dengan lebih baik.`,
    "Kami mengimbau penumpang tiba di pelabuhan paling lambat satu jam sebelum keberangkatan, membawa identitas yang masih berlaku, dan memeriksa kembali kode booking sebelum berangkat. Petugas kami siap membantu di loket dan di gerbang pemeriksaan tiket.",
    "Untuk kendaraan, pastikan golongan kendaraan sesuai dengan tiket. Kendaraan dengan panjang atau muatan berbeda dari golongannya akan diarahkan ke loket untuk penyesuaian sebelum naik ke kapal.",
    "Informasi jadwal dan sisa kuota dapat dilihat kapan saja di halaman Info Jadwal. Terima kasih telah memilih layanan kami.",
  ].join("\n\n");
}

export async function seedNews(db: Database, now = new Date()): Promise<void> {
  const categories = await db.insert(newsCategories).values(CATEGORIES).returning();
  await db.insert(informations).values(
    ARTICLES.map(([category, title, tags, featured, daysAgo], index) => {
      const content = body(title);
      return {
        title,
        slug: slugify(title),
        excerpt: `${title} — ringkasan untuk pengguna jasa penyeberangan.`,
        content,
        tags,
        category_id: categories.find((item) => item.slug === category)?.id ?? 0,
        is_featured: featured,
        status: "published" as const,
        published_at: new Date(now.getTime() - daysAgo * 86_400_000),
        author_name: "admin",
        reading_time: readingMinutes(content),
        views: 40 + ((index * 37) % 300),
      };
    }),
  );
}
