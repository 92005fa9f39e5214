import type { CompanySettings } from "@ferry/shared/company";
import { COMPANY_INFO_CATEGORIES, type CompanyInfoCategory } from "@ferry/shared/company";
import { useEffect } from "react";
import { useLocation, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { SETTINGS_FALLBACK } from "../api/settings";
import { useCompanyInformations, useCompanySettings } from "./api/company";
import { CompanySidebar } from "./company-sidebar";
import { Paragraphs } from "./paragraphs";

const FALLBACK: CompanySettings = { ...SETTINGS_FALLBACK, founded_year: null, website: null };

/** The category: from the query, else from the path (/syarat, /faq, otherwise kontak). */
export function categoryOf(pathname: string, query: string | null): CompanyInfoCategory {
  if (query && query in COMPANY_INFO_CATEGORIES) return query as CompanyInfoCategory;
  if (pathname.startsWith("/syarat")) return "syarat_ketentuan";
  if (pathname.startsWith("/faq")) return "faq";
  return "kontak";
}

/** /syarat, /kontak, /faq and /tentang?category=: the company's information items of one category. */
export function CompanyInfoPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = categoryOf(pathname, params.get("category"));
  const title = COMPANY_INFO_CATEGORIES[category];
  const items = useCompanyInformations(category);
  const settings = useCompanySettings().data ?? FALLBACK;
  useEffect(() => {
    document.title = title;
  }, [title]);

  let body: React.ReactNode;
  if (items.isLoading) {
    body = <div className="h-40 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />;
  } else if (items.error) {
    body = (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950"
      >
        <p className="mb-1 text-lg font-semibold text-red-700 dark:text-red-300">Terjadi Kesalahan</p>
        <p className="mb-4 text-sm">Gagal memuat informasi perusahaan</p>
        <Button variant="secondary" onClick={() => void items.refetch()}>
          Muat Ulang
        </Button>
      </div>
    );
  } else if (items.data?.length === 0 && category === "tentang") {
    body = (
      <dl className="grid gap-3 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
        {(
          [
            ["Nama", settings.company_name],
            ["Deskripsi", settings.description],
            ["Tahun Berdiri", settings.founded_year],
            ["Email", settings.email],
            ["Telepon", settings.phone],
            ["Website", settings.website],
            ["Alamat", settings.address],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd>{value ?? "-"}</dd>
          </div>
        ))}
      </dl>
    );
  } else if (items.data?.length === 0) {
    body = (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <p className="text-lg font-semibold">Informasi Belum Tersedia</p>
        <p className="text-slate-500">Informasi {title} belum tersedia.</p>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        {items.data?.map((item) => (
          <article
            key={item.id}
            className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 className="text-xl font-semibold">{item.title}</h2>
            {item.subtitle ? <p className="mb-2 text-slate-500">{item.subtitle}</p> : null}
            {item.description ? <p className="mb-3">{item.description}</p> : null}
            <Paragraphs text={item.content} className="text-slate-700 dark:text-slate-300" />
            {category === "kontak" ? (
              <dl className="mt-3 space-y-1 text-sm">
                {item.alamat ? (
                  <div>
                    <dt className="inline font-semibold">Alamat: </dt>
                    <dd className="inline">{item.alamat}</dd>
                  </div>
                ) : null}
                {item.contact ? (
                  <div>
                    <dt className="inline font-semibold">Kontak: </dt>
                    <dd className="inline">{item.contact}</dd>
                  </div>
                ) : null}
                {item.email ? (
                  <div>
                    <dt className="inline font-semibold">Email: </dt>
                    <dd className="inline">{item.email}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </article>
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      <div className="grid gap-6 lg:grid-cols-[1fr_300px]">
        <div>{body}</div>
        <CompanySidebar settings={settings} current={category} />
      </div>
    </div>
  );
}
