import type { Database } from "../client";
import { companyInformations, companySettings, ticketTerms } from "../schema/company";

export const DEMO_COMPANY = {
  company_name: "PT Penyeberangan Nusantara",
  description:
    "Operator kapal penyeberangan yang melayani lintasan Jawa, Bali dan Nusa Tenggara dengan aman, tepat waktu dan nyaman.",
  founded_year: 1998,
  email: "info@penyeberangan-nusantara.co.id",
  phone: "(0333) 510 123",
  website: "https://penyeberangan-nusantara.co.id",
  address: "Jl. Gatot Subroto No. 1, Pelabuhan Ketapang, Banyuwangi, Jawa Timur 68455",
  logo_url: null,
};

export async function seedCompany(db: Database): Promise<void> {
  await db.insert(companySettings).values(DEMO_COMPANY);
}

const INFORMATIONS: {
  category: string;
  title: string;
  subtitle?: string;
  description?: string;
  content?: string;
  alamat?: string;
  contact?: string;
  email?: string;
}[] = [
  {
    category: "profil",
    title: "Profil Perusahaan",
    subtitle: "Melayani penyeberangan sejak 1998",
    content:
      "PT Penyeberangan Nusantara melayani lintasan penyeberangan di Jawa, Bali dan Nusa Tenggara dengan armada kapal Ro-Ro yang laik laut.\n\nKami mengutamakan keselamatan, ketepatan waktu dan kenyamanan penumpang serta kendaraan.",
  },
  {
    category: "tentang",
    title: "Tentang Kami",
    description: "Operator kapal penyeberangan yang menghubungkan pulau-pulau di Indonesia.",
    content:
      "Berawal dari satu kapal di lintasan Ketapang–Gilimanuk, kini kami mengoperasikan armada di lintasan Merak–Bakauheni, Padangbai–Lembar dan Tanjung Perak–Lembar.\n\nSetiap hari ribuan penumpang dan kendaraan menyeberang bersama kami.",
  },
  {
    category: "visi_misi",
    title: "Visi & Misi",
    content:
      "Visi: menjadi operator penyeberangan paling andal di Indonesia.\n\nMisi: menyediakan pelayaran yang aman dan tepat waktu, melayani dengan ramah, dan terus memperbarui armada serta sistem tiket.",
  },
  {
    category: "kebijakan",
    title: "Kebijakan Privasi",
    content:
      "Data pribadi penumpang (nama, nomor identitas, nomor kendaraan) hanya dipakai untuk tiket dan manifest keselamatan sesuai peraturan pelayaran.\n\nData tidak dijual atau dibagikan kepada pihak lain di luar kewajiban hukum.",
  },
  {
    category: "syarat_ketentuan",
    title: "Syarat & Ketentuan Perjalanan",
    content:
      "Penumpang wajib tiba di pelabuhan paling lambat 1 jam sebelum keberangkatan.\n\nTiket berlaku untuk jadwal, nama dan kendaraan yang tertera. Penumpang wajib membawa identitas yang masih berlaku.\n\nPembatalan dan pengembalian dana mengikuti kebijakan refund yang berlaku.",
  },
  {
    category: "faq",
    title: "Kapan saya harus tiba di pelabuhan?",
    content:
      "Paling lambat 1 jam sebelum keberangkatan, agar ada waktu untuk check-in dan pemeriksaan tiket di gerbang.",
  },
  {
    category: "faq",
    title: "Bagaimana cara memesan tiket?",
    content:
      "Tiket dapat dibeli di loket penjualan di pelabuhan, melalui agen resmi, atau aplikasi mobile kami.",
  },
  {
    category: "faq",
    title: "Bagaimana cara mengecek booking saya?",
    content:
      "Buka halaman Cek Booking dan masukkan kode booking Anda untuk melihat status dan mencetak tiket.",
  },
  {
    category: "kontak",
    title: "Kantor Pusat",
    alamat: "Jl. Gatot Subroto No. 1, Pelabuhan Ketapang, Banyuwangi, Jawa Timur 68455",
    contact: "(0333) 510 123",
    email: "info@penyeberangan-nusantara.co.id",
  },
  {
    category: "kontak",
    title: "Layanan Pelanggan 24 Jam",
    contact: "0811 3300 1998 (WhatsApp)",
    email: "cs@penyeberangan-nusantara.co.id",
  },
];

export const DEMO_TICKET_TERMS =
  "1. Tiket hanya berlaku untuk jadwal, nama dan kendaraan yang tertera.\n2. Tiba di pelabuhan paling lambat 1 jam sebelum keberangkatan.\n3. Tunjukkan tiket dan identitas yang masih berlaku kepada petugas.\n4. Tiket yang sudah dipindai di gerbang tidak dapat digunakan kembali.";

export async function seedCompanyContent(db: Database): Promise<void> {
  await db
    .insert(companyInformations)
    .values(INFORMATIONS.map((item, index) => ({ urutan: index, ...item })));
  await db.insert(ticketTerms).values({ content: DEMO_TICKET_TERMS });
}
