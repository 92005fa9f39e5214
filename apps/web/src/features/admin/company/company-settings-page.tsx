import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Field } from "../../../components/form/field";
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

/** /perusahaan: the company's details and logo (multipart; empty fields are left out, not cleared). */
export default function CompanySettingsPage() {
  const settings = useCompanySettings();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [confirmRemove, setConfirmRemove] = useState(false);
  const save = useSaveCompanySettings();
  const removeLogo = useRemoveCompanyLogo();

  if (settings.isLoading) return <p className="text-slate-500">Memuat pengaturan...</p>;
  if (settings.error || !settings.data)
    return (
      <p role="alert" className="text-red-600">
        Gagal memuat pengaturan perusahaan.
      </p>
    );
  const data = settings.data;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    for (const [key, value] of [...form.entries()]) {
      if (value === "" || (value instanceof File && value.size === 0)) form.delete(key);
    }
    save.mutate(form, {
      onSuccess: (answer) => {
        setErrors({});
        toast.success(answer.message ?? "Pengaturan perusahaan berhasil disimpan");
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        toast.error(error.message);
      },
    });
  };
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Perusahaan</h1>
      <form
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
            <input type="file" name="logo" accept="image/jpeg,image/png,image/webp" />
          </label>
          {data.logo_url ? (
            <Button variant="ghost" onClick={() => setConfirmRemove(true)}>
              Hapus logo
            </Button>
          ) : null}
        </div>
        {errors.logo ? <p className="text-xs text-red-600">{errors.logo[0]}</p> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(([name, label]) => (
            <Field
              key={name}
              name={name}
              label={label}
              defaultValue={data[name] ?? ""}
              error={errors[name]?.[0]}
            />
          ))}
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Menyimpan..." : "Simpan"}
        </Button>
      </form>
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
