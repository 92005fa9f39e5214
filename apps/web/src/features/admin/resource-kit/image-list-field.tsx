import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { uploadImage } from "./upload-image";

export type NamedImage = { nama: string; gambar: string };

/** A list of named images (a ship's facility photos): add with a name and a file, remove one by one. */
export function ImageListField({
  value,
  onChange,
  id,
  named = true,
}: {
  value: NamedImage[];
  onChange: (next: NamedImage[]) => void;
  id: string;
  /** Without names (a gallery), images are added straight from the file picker. */
  named?: boolean;
}) {
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (file: File | undefined) => {
    if (!file) return;
    if (named && !name.trim()) {
      setError("Isi nama fasilitas dulu");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onChange([...value, { nama: name.trim(), gambar: await uploadImage(file) }]);
      setName("");
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.fieldMessage("file") ?? caught.message)
          : "Gagal mengunggah gambar",
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.map((item, index) => (
            <li
              key={item.gambar}
              className="flex items-center gap-2 rounded border border-slate-200 p-1 text-xs dark:border-slate-700"
            >
              <img src={item.gambar} alt="" className="h-10 w-14 rounded object-cover" />
              {item.nama}
              <button
                type="button"
                aria-label={`Hapus gambar ${item.nama}`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                <Trash2 className="h-4 w-4 text-red-600" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          hidden={!named}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Nama fasilitas (mis. Ruang Tunggu)"
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800"
        />
        <input
          type="file"
          aria-label="Gambar fasilitas"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={(event) => void add(event.target.files?.[0])}
          className="text-sm"
        />
        {busy ? <span className="text-xs text-slate-500">Mengunggah...</span> : null}
      </div>
      {error ? <p className="text-xs text-red-600">{error}</p> : null}
    </div>
  );
}
