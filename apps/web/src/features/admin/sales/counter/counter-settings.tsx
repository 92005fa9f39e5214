import type { CounterDefaults } from "@ferry/shared/counter";
import { TICKET_TEMPLATE_LABELS, TICKET_TEMPLATES, type TicketTemplate } from "@ferry/shared/documents";
import { Settings2 } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { SelectField } from "../../../../components/form/select-field";
import { Button } from "../../../../components/ui/button";
import { useSalePorts } from "../api/sale-queries";
import { useSaveCounterDefaults } from "./api/counter";

const TEMPLATE_CHOICES = TICKET_TEMPLATES.map((value) => ({ value, label: TICKET_TEMPLATE_LABELS[value] }));

/**
 * 'Pengaturan loket': the port this counter sells from (the form opens on its next departure) and the
 * ticket template printed after a paid sale. Kept per user on the server.
 */
export function CounterSettings({ defaults }: { defaults: CounterDefaults }) {
  const ports = useSalePorts();
  const save = useSaveCounterDefaults();
  const [draft, setDraft] = useState(defaults);
  const portName = ports.data?.find((port) => port.id === defaults.port_id)?.nama ?? "belum dipilih";
  const submit = () =>
    save.mutate(draft, {
      onSuccess: (answer) => toast.success(answer.message ?? "Pengaturan loket disimpan"),
      onError: (error) => toast.error(error.message),
    });
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <Settings2 className="h-4 w-4" aria-hidden="true" /> Pengaturan loket: {portName} ·{" "}
        {TICKET_TEMPLATE_LABELS[defaults.ticket_template]}
      </summary>
      <div className="mt-3 grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField
          label="Pelabuhan loket"
          choices={(ports.data ?? []).map((port) => ({ value: String(port.id), label: port.nama }))}
          placeholder="— tanpa pelabuhan —"
          value={draft.port_id === null ? "" : String(draft.port_id)}
          onChange={(event) =>
            setDraft({ ...draft, port_id: event.target.value ? Number(event.target.value) : null })
          }
        />
        <SelectField
          label="Template tiket"
          choices={TEMPLATE_CHOICES}
          value={draft.ticket_template}
          onChange={(event) => setDraft({ ...draft, ticket_template: event.target.value as TicketTemplate })}
        />
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? "Menyimpan..." : "Simpan Pengaturan"}
        </Button>
      </div>
    </details>
  );
}
