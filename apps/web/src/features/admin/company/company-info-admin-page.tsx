import {
  COMPANY_INFO_CATEGORIES,
  companyInfoInputSchema,
  type companyInformationSchema,
} from "@ferry/shared/company";
import type { z } from "zod";
import { labelColumn } from "../resource-kit/columns";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";

const CATEGORIES = Object.entries(COMPANY_INFO_CATEGORIES).map(([value, label]) => ({ value, label }));

export const companyInfoConfig: ResourceConfig<
  z.infer<typeof companyInformationSchema>,
  z.output<typeof companyInfoInputSchema>
> = {
  title: "Konten Perusahaan",
  description:
    "Isi halaman Profil, Syarat & Ketentuan, Tentang Kami, Visi & Misi, Kebijakan, FAQ dan Kontak Kami.",
  endpoint: "/company/informations",
  module: "informasi utama",
  noun: "informasi",
  searchPlaceholder: "Cari judul atau isi",
  columns: [
    labelColumn("category", "Kategori", COMPANY_INFO_CATEGORIES, "category"),
    { key: "title", label: "Judul", sortKey: "title" },
    { key: "urutan", label: "Urutan", sortKey: "urutan" },
  ],
  fields: [
    { name: "category", label: "Kategori", type: "select", options: CATEGORIES },
    { name: "title", label: "Judul", type: "text" },
    { name: "subtitle", label: "Subjudul", type: "text" },
    { name: "urutan", label: "Urutan", type: "number" },
    { name: "description", label: "Deskripsi singkat", type: "textarea" },
    { name: "content", label: "Isi (paragraf dipisah baris kosong)", type: "textarea" },
    { name: "alamat", label: "Alamat (kontak)", type: "text" },
    { name: "contact", label: "Telepon / kontak", type: "text" },
    { name: "email", label: "Email (kontak)", type: "text" },
  ],
  filters: [{ name: "category", label: "Kategori", options: CATEGORIES }],
  formSchema: companyInfoInputSchema,
  emptyForm: {
    category: "profil",
    title: "",
    subtitle: "",
    description: "",
    content: "",
    alamat: "",
    contact: "",
    email: "",
    urutan: 0,
  },
};

export default function CompanyInfoAdminPage() {
  return <ResourcePage config={companyInfoConfig} />;
}
