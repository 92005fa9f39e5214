import type { ScanAnswer, ScanInput } from "@ferry/shared/gate";
import { scanTone } from "@ferry/shared/gate";
import { Camera, ScanLine } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { type ScanPos, useRecentScans, useScan } from "./api/scans";
import { beep } from "./beep";
import { CameraScanner } from "./camera-scanner";
import { newNonce } from "./gate-device";
import { RecentScans } from "./recent-scans";
import { RemeasureAction } from "./remeasure-action";
import { ScanResult } from "./scan-result";

/** The camera sees the same code many times a second: the same data within this time is one scan. */
const SAME_CODE_MS = 3000;

/**
 * The scanning part of a gate screen: a field that keeps the focus (a USB or Bluetooth scanner types
 * into it and presses Enter; an officer can type a ticket code), the camera, the big result with a
 * sound, and the gate's last scans. `decide` replaces the plain request (the offline gate, decision 031).
 */
export function ScanStation({
  pos,
  scheduleId,
  gate,
  zone,
  decide,
}: {
  pos: ScanPos;
  scheduleId: number;
  gate: string;
  zone: string;
  decide?: (body: ScanInput) => Promise<ScanAnswer>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [answer, setAnswer] = useState<ScanAnswer | null>(null);
  const [camera, setCamera] = useState(false);
  const lastRead = useRef({ data: "", at: 0 });
  const scan = useScan(pos, decide);
  const recent = useRecentScans(pos, scheduleId, gate);
  const { mutate, isPending } = scan;

  const submit = useCallback(
    (data: string) => {
      const qr = data.trim();
      if (!qr) return;
      mutate(
        { qr_data: qr, schedule_id: scheduleId, gate, nonce: newNonce() },
        {
          onSuccess: (result) => {
            setAnswer(result);
            beep(scanTone(result.result));
          },
          onError: () => beep("red"),
          onSettled: () => input.current?.focus(),
        },
      );
      setValue("");
    },
    [mutate, scheduleId, gate],
  );

  const fromCamera = useCallback(
    (data: string) => {
      const now = Date.now();
      if (data === lastRead.current.data && now - lastRead.current.at < SAME_CODE_MS) return;
      lastRead.current = { data, at: now };
      submit(data);
    },
    [submit],
  );

  // A USB or Bluetooth scanner types wherever the focus is: keys typed while nothing editable has the
  // focus (after a tap on the result, say) go to the scan field.
  useEffect(() => {
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const active = document.activeElement;
      const editing =
        active instanceof HTMLInputElement ||
        active instanceof HTMLSelectElement ||
        active instanceof HTMLTextAreaElement;
      if (!editing && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
        input.current?.focus();
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <form onSubmit={onSubmit} className="flex flex-wrap gap-2">
          <label htmlFor="scan-input" className="sr-only">
            Kode QR atau kode tiket
          </label>
          <input
            id="scan-input"
            ref={input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder="Pindai QR atau ketik kode tiket, lalu Enter"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            className="w-full min-w-0 basis-full rounded-xl border-2 border-navy-500 bg-white px-4 py-3 font-mono text-lg sm:basis-auto sm:flex-1 dark:bg-slate-800"
          />
          <Button type="submit" disabled={isPending || !value.trim()} className="flex-1 py-3 sm:flex-none">
            <ScanLine className="h-5 w-5" aria-hidden="true" />
            {isPending ? "Memeriksa..." : "Periksa"}
          </Button>
          <Button
            variant="secondary"
            className="flex-1 py-3 sm:flex-none"
            onClick={() => setCamera((open) => !open)}
            aria-pressed={camera}
          >
            <Camera className="h-5 w-5" aria-hidden="true" />
            Kamera
          </Button>
        </form>
        {camera ? <CameraScanner onRead={fromCamera} onClose={() => setCamera(false)} /> : null}
        {scan.error ? (
          <p role="alert" className="rounded-xl bg-red-600 p-4 text-lg font-semibold text-white">
            {scan.error.message || "Scan gagal, coba lagi"}
          </p>
        ) : answer ? (
          <>
            <ScanResult answer={answer} />
            {pos === "masuk" ? <RemeasureAction answer={answer} onReclassified={setAnswer} /> : null}
          </>
        ) : (
          <p className="rounded-xl border-2 border-dashed border-slate-300 p-6 text-center text-slate-500">
            Siap memindai di {gate}.
          </p>
        )}
      </div>
      <RecentScans scans={recent.data} zone={zone} loading={recent.isLoading} />
    </div>
  );
}
