import type { ApiSuccess as Answer } from "@ferry/shared/api-errors";
import type {
  ReclassifyAnswer,
  RemeasureInput,
  RemeasurePreview,
  RemeasureState,
} from "@ferry/shared/vehicle-reclassification";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../../lib/api";
import { PRINT_MESSAGES } from "../../../print/print-messages";
import { openPrintWindow, showInWindow } from "../../../print/print-window";
import { boardingKeys } from "./boardings";

export type ReclassifyBody = RemeasureInput & { method?: "tunai" | "qris"; reference?: string };

const path = (ticketId: number) => `/vehicle-tickets/${ticketId}/remeasure`;

export const remeasureKeys = { state: (ticketId: number) => [path(ticketId)] as const };

/** The vehicle as sold and whether this gate weighs (`GET /vehicle-tickets/:id/remeasure`). */
export const remeasureStateQuery = (ticketId: number) =>
  queryOptions({
    queryKey: remeasureKeys.state(ticketId),
    queryFn: () => staffApi.get<Answer<RemeasureState>>(path(ticketId)).then((answer) => answer.data),
    staleTime: 0,
  });

export const useRemeasureState = (ticketId: number) => useQuery(remeasureStateQuery(ticketId));

/** What a measurement gives (changes nothing). */
export function useRemeasurePreview(ticketId: number) {
  return useMutation({
    mutationFn: (body: RemeasureInput) =>
      staffApi
        .post<Answer<RemeasurePreview>>(`${path(ticketId)}/preview`, body)
        .then((answer) => answer.data),
  });
}

/** Re-measures and reclassifies: the difference is charged or credited at the gate; the counts refresh. */
export function useReclassify(ticketId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReclassifyBody) => staffApi.post<Answer<ReclassifyAnswer>>(path(ticketId), body),
    onSuccess: () => void client.invalidateQueries({ queryKey: boardingKeys.all }),
  });
}

/** Opens the reclassification's 80 mm receipt in a print window (call it from the click). */
export async function printReclassificationReceipt(id: number): Promise<string | null> {
  const opened = openPrintWindow("thermal");
  if (!opened) return PRINT_MESSAGES.popupBlocked;
  try {
    showInWindow(
      opened,
      await staffApi.get<Blob>(`/vehicle-reclassifications/${id}/receipt`, undefined, { as: "blob" }),
    );
    return null;
  } catch (error) {
    opened.close();
    return `Gagal mencetak bukti: ${error instanceof Error ? error.message : String(error)}`;
  }
}
