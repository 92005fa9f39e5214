import { OFFLINE_MESSAGES } from "@ferry/shared/gate-offline";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { type Boarding, useBoardingCommand } from "./api/boardings";
import { UnsyncedDevices } from "./offline/unsynced-devices";
import { scheduleLabel, zoneOf } from "./schedule-label";

const ACTIONS = {
  open: {
    button: "Buka Boarding",
    title: "Buka boarding?",
    confirm: "Ya, Buka Boarding",
    text: "Gerbang mulai menerima tiket jadwal ini.",
  },
  close: {
    button: "Tutup Boarding",
    title: "Tutup boarding?",
    confirm: "Ya, Tutup & Berangkat",
    text: "Gerbang berhenti menerima tiket dan jadwal ditandai berangkat. Ini tidak dapat dibatalkan.",
  },
} as const;

/**
 * Opens or closes boarding after a confirmation; a refusal (e.g. no master) stays in the dialog. Closing
 * warns about gate devices that may still hold offline scans (decision 031).
 */
export function BoardingAction({ boarding, action }: { boarding: Boarding; action: "open" | "close" }) {
  const [open, setOpen] = useState(false);
  const command = useBoardingCommand();
  const texts = ACTIONS[action];
  const close = () => {
    setOpen(false);
    command.reset();
  };
  const confirm = () =>
    command.mutate(
      { scheduleId: boarding.schedule.id, action },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? texts.button);
          close();
        },
      },
    );
  return (
    <>
      <Button variant={action === "close" ? "danger" : "primary"} onClick={() => setOpen(true)}>
        {texts.button}
      </Button>
      <Modal
        open={open}
        title={texts.title}
        tone={action === "close" ? "warning" : "default"}
        onClose={command.isPending ? undefined : close}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={command.isPending}>
              Batal
            </Button>
            <Button
              variant={action === "close" ? "danger" : "primary"}
              onClick={confirm}
              disabled={command.isPending}
              autoFocus
            >
              {command.isPending ? "Memproses..." : texts.confirm}
            </Button>
          </>
        }
      >
        <p className="font-medium">{scheduleLabel(boarding)}</p>
        <p className="mt-2">{texts.text}</p>
        {action === "close" && boarding.perangkat_belum_sinkron.length > 0 ? (
          <div className="mt-3 rounded-md bg-amber-50 p-2 dark:bg-amber-950">
            <p role="alert" className="font-semibold text-amber-900 dark:text-amber-200">
              {OFFLINE_MESSAGES.unsyncedDevices(boarding.perangkat_belum_sinkron.length)}
            </p>
            <UnsyncedDevices devices={boarding.perangkat_belum_sinkron} zone={zoneOf(boarding)} />
          </div>
        ) : null}
        {command.error ? (
          <p
            role="alert"
            className="mt-3 rounded-md bg-red-50 p-2 text-red-700 dark:bg-red-950 dark:text-red-300"
          >
            {command.error.message}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
