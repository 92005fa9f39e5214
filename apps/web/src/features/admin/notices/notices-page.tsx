import {
  NOTICE_CHANNEL_LABELS,
  NOTICE_CHANNELS,
  NOTICE_STATUS_LABELS,
  NOTICE_STATUSES,
  type NoticeListRow,
} from "@ferry/shared/notices";
import { z } from "zod";
import { ResourcePage } from "../resource-kit/resource-page";
import type { ResourceConfig } from "../resource-kit/resource-types";
import { NOTICES } from "./api/notices";
import { NOTICE_COLUMNS } from "./notice-columns";
import { NoticeResendButton } from "./notice-resend-button";
import { NoticeTestSend } from "./notice-test-send";

const optionsOf = (values: readonly string[], labels: Record<string, string>) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** `/notifikasi-keluar`: the outbox of e-mail and WhatsApp notices (decision 024), newest first. */
export const noticesConfig: ResourceConfig<NoticeListRow> = {
  title: "Notifikasi Keluar",
  description: "E-mail dan WhatsApp kepada pemesan, terbaru di atas. Waktu dalam zona operator.",
  endpoint: NOTICES,
  module: "notifikasi",
  noun: "notifikasi",
  readOnly: true,
  columns: NOTICE_COLUMNS,
  fields: [],
  formSchema: z.object({}),
  emptyForm: {},
  filters: [
    { name: "status", label: "Status", options: optionsOf(NOTICE_STATUSES, NOTICE_STATUS_LABELS) },
    { name: "channel", label: "Saluran", options: optionsOf(NOTICE_CHANNELS, NOTICE_CHANNEL_LABELS) },
  ],
  searchPlaceholder: "Cari penerima atau kode booking",
  rowActions: (row) => <NoticeResendButton row={row} />,
  toolbar: <NoticeTestSend />,
};

export default function NoticesPage() {
  return <ResourcePage config={noticesConfig} />;
}
