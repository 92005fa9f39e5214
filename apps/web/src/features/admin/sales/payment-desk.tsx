import { TabBar } from "../../../components/ui/tab-bar";
import { useListParams } from "../resource-kit/list-params";
import { BookingList } from "./booking-list/booking-list";
import { GatewayPayments } from "./gateway/gateway-payments";
import { GatewayReconciliation } from "./gateway/reconciliation";

const WAITING = { value: "menunggu", label: "Menunggu verifikasi" };
const ONLINE = { value: "online", label: "Pembayaran online" };
const RECONCILIATION = { value: "rekonsiliasi", label: "Rekonsiliasi" };
const ALL = { value: "semua", label: "Semua booking" };

/**
 * Transfers waiting for verification ('Setujui' / 'Tolak' on each, with its proof), and the online
 * payments at the gateway with those finance must act on, and their reconciliation per day. With `withAllBookings` also every booking,
 * with filters, recording payments and cancelling.
 */
export function PaymentDesk({
  title,
  withAllBookings = false,
}: {
  title: string;
  withAllBookings?: boolean;
}) {
  const { params, update } = useListParams(["tab"]);
  const tabs = withAllBookings ? [WAITING, ONLINE, RECONCILIATION, ALL] : [WAITING, ONLINE, RECONCILIATION];
  const tab = tabs.find((option) => option.value === params.get("tab"))?.value ?? "menunggu";
  const actions = withAllBookings
    ? { reviewPayments: true, recordPayment: true, cancel: true }
    : { reviewPayments: true };
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-sm text-slate-500">
          Pembayaran transfer menunggu verifikasi. Buka detail untuk melihat bukti dan menyetujui atau
          menolak.
        </p>
      </div>
      <TabBar
        label="Daftar"
        options={tabs}
        value={tab}
        onChange={(value) =>
          update({ tab: value, status: undefined, channel: undefined, date: undefined, code: undefined })
        }
      />
      {tab === "online" ? (
        <GatewayPayments />
      ) : tab === "rekonsiliasi" ? (
        <GatewayReconciliation />
      ) : tab === "menunggu" ? (
        <BookingList
          key="menunggu"
          fixed={{ payment_status: "menunggu" }}
          actions={actions}
          emptyText="Tidak ada pembayaran yang menunggu verifikasi."
        />
      ) : (
        <BookingList
          key="semua"
          filters={["status", "channel", "date", "code"]}
          actions={actions}
          emptyText="Tidak ada booking yang cocok."
        />
      )}
    </div>
  );
}
