import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** How often a frame is read. */
const EVERY_MS = 250;

/**
 * Reads QR codes with the device's camera: the browser's `BarcodeDetector` where it has one, otherwise
 * frames drawn on a canvas and decoded by jsQR (loaded only then). Cameras need HTTPS or localhost.
 */
async function makeReader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ["qr_code"] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async () => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

export function CameraScanner({ onRead, onClose }: { onRead: (data: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const read = useRef(onRead);
  read.current = onRead;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    async function start() {
      const element = video.current;
      if (!element) return;
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem(
          "Kamera tidak tersedia di perangkat ini (butuh HTTPS). Gunakan pemindai atau ketik kode tiket.",
        );
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
        if (stopped) return;
        element.srcObject = stream;
        await element.play();
        const next = await makeReader(element);
        let busy = false;
        timer = window.setInterval(() => {
          if (busy || stopped) return;
          busy = true;
          next()
            .then((data) => {
              if (data) read.current(data);
            })
            .catch(() => {})
            .finally(() => {
              busy = false;
            });
        }, EVERY_MS);
      } catch (error) {
        setProblem(
          `Kamera tidak dapat dibuka: ${(error as Error).message || "izin ditolak"}. Gunakan pemindai atau ketik kode tiket.`,
        );
      }
    }
    void start();
    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="space-y-2 rounded-xl border border-slate-300 bg-black/90 p-2">
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {problem}
        </p>
      ) : (
        <video
          ref={video}
          aria-label="Kamera pemindai"
          muted
          playsInline
          className="mx-auto max-h-72 w-full rounded-lg object-cover"
        />
      )}
      <Button variant="secondary" className="w-full" onClick={onClose}>
        Tutup Kamera
      </Button>
    </div>
  );
}
