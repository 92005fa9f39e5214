import { CalendarPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { blockControlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { useOptions } from "../resource-kit/api/resource";
import { useBulkSchedules } from "./api/schedules";

const DAYS = ["Min", "Sen", "Sel", "Rab", "Kam", "Jum", "Sab"];

/** Generates many schedules: a route, a ship, departure times, a date range and weekdays; all or nothing. */
export function BulkScheduleDialog() {
  const [open, setOpen] = useState(false);
  const routes = useOptions("/routes/options");
  const ships = useOptions("/ships/options");
  const [days, setDays] = useState<number[]>([0, 1, 2, 3, 4, 5, 6]);
  const [problems, setProblems] = useState<string[]>([]);
  const generate = useBulkSchedules();
  const onGenerated = (answer: { message?: string }) => {
    toast.success(answer.message ?? "Jadwal berhasil dibuat");
    setOpen(false);
  };
  const onRefused = (error: Error) => {
    if (error instanceof ApiError)
      setProblems([
        error.message,
        ...Object.values(error.errors ?? {})
          .flat()
          .filter((text) => text !== error.message),
      ]);
    else setProblems(["Gagal membuat jadwal"]);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblems([]);
    const data = new FormData(event.currentTarget);
    generate.mutate(
      {
        route_id: data.get("route_id"),
        ship_id: data.get("ship_id"),
        jam_berangkat: String(data.get("jam_berangkat") ?? "")
          .split(/[\s,]+/)
          .filter(Boolean),
        tanggal_mulai: data.get("tanggal_mulai"),
        tanggal_selesai: data.get("tanggal_selesai"),
        hari: days,
      },
      { onSuccess: onGenerated, onError: onRefused },
    );
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarPlus className="h-4 w-4" aria-hidden="true" /> Buat Jadwal Massal
      </Button>
      <Modal open={open} size="lg" title="Buat Jadwal Massal" onClose={() => setOpen(false)}>
        <form onSubmit={submit} className="space-y-4">
          {problems.length ? (
            <ul
              role="alert"
              className="max-h-40 list-disc overflow-y-auto rounded bg-red-50 p-2 pl-6 text-red-700 dark:bg-red-950 dark:text-red-300"
            >
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <label className="text-sm">
              <span className="mb-1 block font-medium">Rute</span>
              <select name="route_id" required className={blockControlClass}>
                <option value="">— pilih —</option>
                {(routes.data ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm">
              <span className="mb-1 block font-medium">Kapal</span>
              <select name="ship_id" required className={blockControlClass}>
                <option value="">— pilih —</option>
                {(ships.data ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm sm:col-span-2">
              <span className="mb-1 block font-medium">
                Jam berangkat (waktu pelabuhan asal, pisahkan dengan koma)
              </span>
              <input
                name="jam_berangkat"
                required
                placeholder="06:00, 10:00, 14:00"
                className={blockControlClass}
              />
            </label>
            <label className="text-sm">
              <span className="mb-1 block font-medium">Tanggal mulai</span>
              <input name="tanggal_mulai" type="date" required className={blockControlClass} />
            </label>
            <label className="text-sm">
              <span className="mb-1 block font-medium">Tanggal selesai</span>
              <input name="tanggal_selesai" type="date" required className={blockControlClass} />
            </label>
          </div>
          <fieldset className="text-sm">
            <legend className="mb-1 font-medium">Hari</legend>
            <div className="flex flex-wrap gap-3">
              {DAYS.map((label, index) => (
                <label key={label} className="inline-flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={days.includes(index)}
                    onChange={(event) =>
                      setDays(event.target.checked ? [...days, index] : days.filter((day) => day !== index))
                    }
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Batal
            </Button>
            <Button type="submit" disabled={generate.isPending}>
              {generate.isPending ? "Membuat..." : "Buat Jadwal"}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
