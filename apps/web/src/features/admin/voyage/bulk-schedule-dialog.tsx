import { type BulkScheduleValues, bulkScheduleFormSchema } from "@ferry/shared/schedules";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { blockControlClass } from "../../../components/form/control-class";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api";
import { useOptions } from "../resource-kit/api/resource";
import { useBulkSchedules } from "./api/schedules";

const DAYS = ["Min", "Sen", "Sel", "Rab", "Kam", "Jum", "Sab"];

type Draft = z.input<typeof bulkScheduleFormSchema>;
const EMPTY: Draft = {
  route_id: "",
  ship_id: "",
  jam_berangkat: "",
  tanggal_mulai: "",
  tanggal_selesai: "",
  hari: [0, 1, 2, 3, 4, 5, 6],
};

/** Generates many schedules: a route, a ship, departure times, a date range and weekdays; all or nothing. */
export function BulkScheduleDialog() {
  const [open, setOpen] = useState(false);
  const routes = useOptions("/routes/options");
  const ships = useOptions("/ships/options");
  const form = useForm<Draft, unknown, BulkScheduleValues>({
    resolver: zodResolver(bulkScheduleFormSchema),
    defaultValues: EMPTY,
  });
  const days = form.watch("hari");
  const [refusal, setRefusal] = useState<string[]>([]);
  const invalid = Object.values(form.formState.errors).flatMap((error) =>
    error?.message ? [String(error.message)] : [],
  );
  const problems = invalid.length ? invalid : refusal;
  const generate = useBulkSchedules();
  const onGenerated = (answer: { message?: string }) => {
    toast.success(answer.message ?? "Jadwal berhasil dibuat");
    setOpen(false);
  };
  const onRefused = (error: Error) => {
    if (error instanceof ApiError)
      setRefusal([
        error.message,
        ...Object.values(error.errors ?? {})
          .flat()
          .filter((text) => text !== error.message),
      ]);
    else setRefusal(["Gagal membuat jadwal"]);
  };
  const submit = form.handleSubmit((body) => {
    setRefusal([]);
    generate.mutate(body, { onSuccess: onGenerated, onError: onRefused });
  });
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
              <select required {...form.register("route_id")} className={blockControlClass}>
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
              <select required {...form.register("ship_id")} className={blockControlClass}>
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
                required
                {...form.register("jam_berangkat")}
                placeholder="06:00, 10:00, 14:00"
                className={blockControlClass}
              />
            </label>
            <label className="text-sm">
              <span className="mb-1 block font-medium">Tanggal mulai</span>
              <input type="date" required {...form.register("tanggal_mulai")} className={blockControlClass} />
            </label>
            <label className="text-sm">
              <span className="mb-1 block font-medium">Tanggal selesai</span>
              <input
                type="date"
                required
                {...form.register("tanggal_selesai")}
                className={blockControlClass}
              />
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
                      form.setValue(
                        "hari",
                        event.target.checked ? [...days, index] : days.filter((day) => day !== index),
                      )
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
