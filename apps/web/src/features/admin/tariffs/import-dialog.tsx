import type { TariffImportPreview } from "@ferry/shared/tariffs";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { formatRupiah } from "../../../lib/format";
import { useImportPreview } from "./api/tariffs";

const amount = (value: number | null) => (value === null ? "—" : formatRupiah(value));

/**
 * Reads a tariff file (.xlsx or .csv) on the server and shows every change and every error before
 * anything is saved; 'Terapkan ke grid' types the valid rows into the grid, saved with Simpan.
 */
export function ImportDialog({
  routeId,
  tanggal,
  onClose,
  onApply,
}: {
  routeId: string;
  tanggal: string;
  onClose: () => void;
  onApply: (rows: TariffImportPreview["rows"]) => void;
}) {
  const preview = useImportPreview(routeId, tanggal);
  const data = preview.data;
  return (
    <Modal
      open
      size="lg"
      title="Impor tarif dari file"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button disabled={!data || data.rows.length === 0} onClick={() => data && onApply(data.rows)}>
            Terapkan ke grid
          </Button>
        </>
      }
    >
      <label className="block">
        <span className="mb-1 block font-medium">File .xlsx atau .csv</span>
        <input
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) preview.mutate(file);
            event.target.value = "";
          }}
        />
      </label>
      <p className="mt-1 text-slate-500">
        Kolom: Jenis muatan, Tarif, Tarif Muat, lalu satu kolom per komponen. Sel kosong tidak diubah.
      </p>
      {preview.isPending ? <p className="mt-3">Membaca file...</p> : null}
      {preview.error ? (
        <p role="alert" className="mt-3 text-red-600">
          {preview.error instanceof ApiError ? preview.error.message : "Gagal membaca file"}
        </p>
      ) : null}
      {data ? (
        <div className="mt-3 space-y-3">
          {data.errors.length > 0 ? (
            <section aria-label="Kesalahan">
              <h3 className="font-semibold text-red-700">
                {data.errors.length} kesalahan (baris ini tidak dipakai)
              </h3>
              <ul className="list-inside list-disc">
                {data.errors.map((error) => (
                  <li key={`${error.baris}-${error.pesan}`}>
                    Baris {error.baris}: {error.pesan}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-label="Perubahan">
            <h3 className="font-semibold">{data.changes.length} perubahan</h3>
            {data.changes.length === 0 ? (
              <p className="text-slate-500">Tidak ada tarif yang berubah.</p>
            ) : (
              <div className="max-h-72 overflow-auto">
                <table className="min-w-full text-left">
                  <thead>
                    <tr>
                      <th className="pr-2">Baris</th>
                      <th className="pr-2">Jenis muatan</th>
                      <th className="pr-2">Kolom</th>
                      <th className="pr-2 text-right">Lama</th>
                      <th className="text-right">Baru</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.changes.map((change) => (
                      <tr key={`${change.baris}-${change.kolom}`}>
                        <td className="pr-2">{change.baris}</td>
                        <td className="pr-2">{change.jenis_muatan}</td>
                        <td className="pr-2">{change.kolom}</td>
                        <td className="pr-2 text-right">{amount(change.lama)}</td>
                        <td className="text-right font-semibold">{amount(change.baru)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
