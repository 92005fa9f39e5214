import {
  type articleWithContentSchema,
  informationInputSchema,
  newsCategoryInputSchema,
  type newsCategorySchema,
} from "@ferry/shared/news";
import type { z } from "zod";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";
import { StatusBadge } from "../voyage/status-badge";

const STATUS = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
];

export const newsCategoriesConfig: ResourceConfig<
  z.infer<typeof newsCategorySchema>,
  z.output<typeof newsCategoryInputSchema>
> = {
  title: "Kategori Informasi",
  endpoint: "/categories",
  module: "kategori",
  noun: "kategori",
  columns: [
    { key: "name", label: "Nama", sortKey: "name" },
    { key: "slug", label: "Slug" },
    {
      key: "color",
      label: "Warna",
      render: (row) => (
        <span className="inline-block h-4 w-8 rounded" style={{ backgroundColor: row.color }} />
      ),
    },
  ],
  fields: [
    { name: "name", label: "Nama kategori", type: "text" },
    { name: "slug", label: "Slug (kosongkan untuk otomatis)", type: "text" },
    { name: "color", label: "Warna (#RRGGBB)", type: "text" },
  ],
  formSchema: newsCategoryInputSchema,
  emptyForm: { name: "", slug: "", color: "#1d6fb8" },
};

export const articlesConfig: ResourceConfig<
  z.infer<typeof articleWithContentSchema>,
  z.output<typeof informationInputSchema>
> = {
  title: "Data Informasi",
  description:
    "Berita dan informasi di halaman publik. Isi ditampilkan sebagai teks biasa, dipisah per paragraf.",
  endpoint: "/informations",
  module: "informasi",
  noun: "informasi",
  searchPlaceholder: "Cari judul atau slug",
  columns: [
    { key: "title", label: "Judul", sortKey: "title" },
    {
      key: "category",
      label: "Kategori",
      render: (row) => row.category?.name ?? "-",
    },
    {
      key: "status",
      label: "Status",
      render: (row) => <StatusBadge value={row.status === "published" ? "Aktif" : "Draft"} />,
    },
    { key: "formatted_published_at", label: "Terbit", sortKey: "published_at" },
    { key: "views", label: "Dibaca", sortKey: "views" },
  ],
  fields: [
    { name: "title", label: "Judul", type: "text" },
    { name: "slug", label: "Slug (kosongkan untuk otomatis)", type: "text" },
    { name: "category_id", label: "Kategori", type: "select", optionsFrom: "/categories/options" },
    { name: "status", label: "Status", type: "select", options: STATUS },
    {
      name: "is_featured",
      label: "Featured",
      type: "select",
      options: [
        { value: "false", label: "Tidak" },
        { value: "true", label: "Ya" },
      ],
    },
    { name: "tags", label: "Tag (pisahkan dengan koma)", type: "text" },
    { name: "featured_image", label: "Gambar utama", type: "image" },
    { name: "gallery", label: "Galeri", type: "gallery" },
    { name: "excerpt", label: "Ringkasan", type: "textarea" },
    { name: "content", label: "Isi (paragraf dipisah baris kosong)", type: "textarea" },
  ],
  filters: [
    { name: "category_id", label: "Kategori", optionsFrom: "/categories/options" },
    { name: "status", label: "Status", options: STATUS },
  ],
  formSchema: informationInputSchema,
  emptyForm: {
    title: "",
    slug: "",
    category_id: "",
    status: "draft",
    is_featured: "false",
    tags: "",
    featured_image: null,
    excerpt: "",
    content: "",
    gallery: [],
  },
  toForm: (row) => ({
    ...row,
    category_id: String(row.category?.id ?? ""),
    is_featured: String(row.is_featured),
    tags: row.tags.join(", "),
  }),
};

export function NewsCategoriesPage() {
  return <ResourcePage config={newsCategoriesConfig} />;
}

export default function ArticlesPage() {
  return <ResourcePage config={articlesConfig} />;
}
