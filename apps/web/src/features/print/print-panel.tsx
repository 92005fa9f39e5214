import { TICKET_TEMPLATE_LABELS, TICKET_TEMPLATES } from "@ferry/shared/documents";
import type { PrintDocument } from "./document-paths";
import { ACTION_LABELS, type PrintAction } from "./print-messages";

const ACTIONS: PrintAction[] = ["preview", "print", "download"];
const ROWS: { document: PrintDocument; name: string }[] = [
  { document: "booking", name: "Booking" },
  ...TICKET_TEMPLATES.map((template) => ({
    document: template,
    name: `Tiket ${TICKET_TEMPLATE_LABELS[template]}`,
  })),
];

/** Every document and template with Preview, Cetak and Unduh in view at once (the staff desk). */
export function PrintPanel({
  onAction,
}: {
  onAction: (document: PrintDocument, action: PrintAction) => void;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Dokumen yang dapat dicetak</caption>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {ROWS.map((row) => (
          <tr key={row.document}>
            <th scope="row" className="py-2 pr-3 text-left font-medium">
              {row.name}
            </th>
            <td className="py-2">
              <div className="flex flex-wrap justify-end gap-2">
                {ACTIONS.map((action) => (
                  <button
                    key={action}
                    type="button"
                    aria-label={`${ACTION_LABELS[action]} ${row.name}`}
                    onClick={() => onAction(row.document, action)}
                    className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-100 focus:outline-2 focus:outline-sky-600 dark:border-slate-600 dark:hover:bg-slate-800"
                  >
                    {ACTION_LABELS[action]}
                  </button>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
