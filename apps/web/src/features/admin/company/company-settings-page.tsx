import { type CompanySettings, companySettingsFormSchema } from "@ferry/shared/company";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { Field } from "../../../components/form/field";
import { showFieldErrors } from "../../../components/form/show-refusal";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { useCompanySettings, useRemoveCompanyLogo, useSaveCompanySettings } from "./api/company-settings";

const FIELDS = [
  ["company_name", "Nama perusahaan"],
  ["email", "Email"],
  ["phone", "Telepon"],
  ["website", "Website"],
  ["founded_year", "Tahun berdiri"],
  ["address", "Alamat"],
  ["description", "Deskripsi"],
] as const;
type TextValues = z.input<typeof companySettingsFormSchema>;

/** /perusahaan: the company's details and logo (multipart; empty fields are left out, not cleared). */
export default function CompanySettingsPage() {
  const settings = useCompanySettings();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const removeLogo = useRemoveCompanyLogo();

  if (settings.isLoading) return <p className="text-slate-500">Memuat pengaturan...</p>;
  if (settings.error || !settings.data)
    return (
      <p role="alert" className="text-red-600">
        Gagal memuat pengaturan perusahaan.
      </p>
    );
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Perusahaan</h1>
      <SettingsForm data={settings.data} onRemoveLogo={() => setConfirmRemove(true)} />
      <Modal
        open={confirmRemove}
        title="Hapus logo?"
        tone="danger"
        onClose={() => setConfirmRemove(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmRemove(false)}>
              Batal
            </Button>
            <Button
              variant="danger"
              onClick={() =>
                removeLogo.mutate(undefined, {
                  onSuccess: (answer) => {
                    toast.success(answer.message ?? "Logo berhasil dihapus");
                    setConfirmRemove(false);
                  },
                })
              }
            >
              Hapus
            </Button>
          </>
        }
      >
        <p>Logo tidak lagi tampil di situs dan tiket.</p>
      </Modal>
    </div>
  );
}

/** The details (react-hook-form on the route's field rules) and the logo file, sent as one multipart form. */
function SettingsForm({ data, onRemoveLogo }: { data: CompanySettings; onRemoveLogo: () => void }) {
  const save = useSaveCompanySettings();
  const logo = useRef<HTMLInputElement>(null);
  const [logoError, setLogoError] = useState<string>();
  const form = useForm<TextValues, unknown, z.output<typeof companySettingsFormSchema>>({
    resolver: zodResolver(companySettingsFormSchema),
    defaultValues: Object.fromEntries(FIELDS.map(([name]) => [name, String(data[name] ?? "")])) as TextValues,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(() => {
    const body = new FormData();
    const file = logo.current?.files?.[0];
    if (file && file.size > 0) body.append("logo", file);
    for (const [name, value] of Object.entries(form.getValues()))
      if (typeof value === "string" && value !== "") body.append(name, value);
    save.mutate(body, {
      onSuccess: (answer) => {
        form.clearErrors();
        setLogoError(undefined);
        toast.success(answer.message ?? "Pengaturan perusahaan berhasil disimpan");
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) {
          showFieldErrors(form, error.errors);
          setLogoError(error.errors.logo?.[0]);
        }
        toast.error(error.message);
      },
    });
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center gap-4">
        {data.logo_url ? (
          <img src={data.logo_url} alt="Logo perusahaan" className="h-16" />
        ) : (
          <span className="text-sm text-slate-500">Belum ada logo</span>
        )}
        <label className="text-sm">
          <span className="mb-1 block font-medium">Logo (JPEG/PNG/WebP, maks. 2 MB)</span>
          <input ref={logo} type="file" name="logo" accept="image/jpeg,image/png,image/webp" />
        </label>
        {data.logo_url ? (
          <Button variant="ghost" onClick={onRemoveLogo}>
            Hapus logo
          </Button>
        ) : null}
      </div>
      {logoError ? <p className="text-xs text-red-600">{logoError}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(([name, label]) => (
          <Field key={name} label={label} error={errors[name]?.message} {...form.register(name)} />
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Menyimpan..." : "Simpan"}
      </Button>
    </form>
  );
}
