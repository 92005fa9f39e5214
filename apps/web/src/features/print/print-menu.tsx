import { TICKET_TEMPLATE_LABELS, TICKET_TEMPLATES, type TicketTemplate } from "@ferry/shared/documents";
import { ChevronDown, Printer } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useDismiss } from "../../components/ui/use-dismiss";
import { useInViewport } from "../../components/ui/use-in-viewport";
import type { PrintDocument } from "./document-paths";
import { ACTION_LABELS, type PrintAction } from "./print-messages";

const ACTIONS: PrintAction[] = ["preview", "print", "download"];

const TEMPLATE_NOTES: Record<TicketTemplate, string> = {
  normal: "Standar dengan syarat & ketentuan",
  thermal: "Tanpa syarat & ketentuan",
  thermal_sk: "Thermal dengan syarat & ketentuan",
};

const menuItems = (root: HTMLElement | null) => [
  ...(root?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

function ActionRow({ name, onPick }: { name: string; onPick: (action: PrintAction) => void }) {
  return (
    <div className="grid grid-cols-3 gap-1">
      {ACTIONS.map((action) => (
        <button
          key={action}
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-label={`${ACTION_LABELS[action]} ${name}`}
          onClick={() => onPick(action)}
          className="rounded-md border border-slate-200 px-2 py-1.5 text-sm hover:bg-slate-100 focus:bg-sky-50 focus:outline-2 focus:outline-sky-600 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {ACTION_LABELS[action]}
        </button>
      ))}
    </div>
  );
}

/**
 * The 'Cetak' menu: a Booking section (Preview, Cetak, Unduh) and, when `showTickets`, a Ticket section
 * with the three templates, each Preview, Cetak, Unduh. A menu button: arrows move, Escape closes.
 */
export function PrintMenu({
  onAction,
  showTickets,
  label = "Cetak",
}: {
  onAction: (document: PrintDocument, action: PrintAction) => void;
  showTickets: boolean;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useDismiss<HTMLDivElement>(open, () => setOpen(false));
  const button = useRef<HTMLButtonElement>(null);
  const menu = useInViewport<HTMLDivElement>(open);
  const items = () => menuItems(root.current);

  useEffect(() => {
    if (!open) return;
    menuItems(root.current)[0]?.focus();
  }, [open, root]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (document: PrintDocument) => (action: PrintAction) => {
    close();
    onAction(document, action);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      setOpen(false);
    } else if (event.key in moves) {
      event.preventDefault();
      list[((moves[event.key] ?? 0) + list.length) % list.length]?.focus();
    }
  };

  return (
    <div ref={root} className="relative inline-block text-left">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-lg bg-navy-700 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800 focus:outline-2 focus:outline-offset-2 focus:outline-sky-600"
      >
        <Printer className="h-4 w-4" aria-hidden="true" />
        {label}
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="absolute right-0 z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] space-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <fieldset className="m-0 min-w-0 border-0 p-0">
            <legend className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              Booking
            </legend>
            <ActionRow name="Booking" onPick={pick("booking")} />
          </fieldset>
          {showTickets ? (
            <fieldset className="m-0 min-w-0 space-y-2 border-0 border-t border-slate-200 p-0 pt-3 dark:border-slate-700">
              <legend className="float-left mb-2 w-full text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Tiket
              </legend>
              {TICKET_TEMPLATES.map((template) => (
                <div key={template}>
                  <p className="text-sm font-medium">{TICKET_TEMPLATE_LABELS[template]}</p>
                  <p className="mb-1 text-xs text-slate-500">{TEMPLATE_NOTES[template]}</p>
                  <ActionRow name={`Tiket ${TICKET_TEMPLATE_LABELS[template]}`} onPick={pick(template)} />
                </div>
              ))}
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
