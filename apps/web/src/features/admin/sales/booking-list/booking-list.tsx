import { useMemo, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { TabBar, type TabOption } from "../../../../components/ui/tab-bar";
import type { Query } from "../../../../lib/api";
import { DataTable, listState } from "../../resource-kit/data-table";
import { useListParams } from "../../resource-kit/list-params";
import { useBookingList } from "../api/booking-queries";
import { type ActionSet, BookingDetailWithActions } from "../booking-actions/booking-actions";
import { BookingDrawer } from "../booking-detail/booking-drawer";
import { bookingColumns } from "./booking-columns";
import { BookingFilters, type FilterName } from "./booking-filters";

export type ListTabs = { name: string; label: string; options: TabOption[] };

/**
 * A list of bookings (search, filters and page in the URL) whose rows open the booking's detail with the
 * page's actions. `fixed` is what the page always asks for (a channel, waiting transfers ...).
 */
export function BookingList({
  fixed = {},
  filters = [],
  tabs,
  actions = {},
  emptyText,
}: {
  fixed?: Query;
  filters?: FilterName[];
  /** Tabs over one filter (e.g. space status); the first option is the default. */
  tabs?: ListTabs;
  actions?: ActionSet;
  emptyText: string;
}) {
  const names = [...filters, ...(tabs ? [tabs.name] : [])];
  const { query, params, update, tableControls } = useListParams(names);
  const [openId, setOpenId] = useState<number | null>(null);
  const tabValue = tabs ? (params.get(tabs.name) ?? tabs.options[0]?.value ?? "") : "";
  const fullQuery = { ...query, ...(tabs ? { [tabs.name]: tabValue } : {}), ...fixed };
  const list = useBookingList(fullQuery);
  const columns = useMemo(() => bookingColumns(setOpenId), []);
  return (
    <div className="space-y-3">
      {tabs ? (
        <TabBar
          label={tabs.label}
          options={tabs.options}
          value={tabValue}
          onChange={(value) => update({ [tabs.name]: value })}
        />
      ) : null}
      <BookingFilters filters={filters} params={params} update={update} />
      <DataTable
        columns={columns}
        {...listState(list, "Gagal memuat booking")}
        {...tableControls}
        emptyText={emptyText}
        actions={(row) => (
          <Button variant="secondary" className="px-3 py-1" onClick={() => setOpenId(row.id)}>
            Detail
          </Button>
        )}
      />
      <BookingDrawer bookingId={openId} onClose={() => setOpenId(null)}>
        {(booking) => <BookingDetailWithActions booking={booking} actions={actions} />}
      </BookingDrawer>
    </div>
  );
}
