import type { PageMeta } from "@ferry/shared/api-errors";
import { ArrowDown, ArrowUp, ChevronRight } from "lucide-react";
import { Fragment, type ReactNode, useState } from "react";
import { Pagination } from "../../../components/ui/pagination";
import type { ColumnDef } from "./resource-types";

/** The columns name the row type; the rows must be of it. */
export type DataTableProps<R extends { id: number }> = {
  columns: ColumnDef<R>[];
  rows: readonly NoInfer<R>[] | undefined;
  meta: PageMeta | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  sortBy: string | undefined;
  sortDir: string | undefined;
  onSort: (key: string) => void;
  onPage: (page: number) => void;
  actions?: (row: R) => ReactNode;
  expand?: (row: R) => ReactNode;
  emptyText: string;
};

/** What a paged list query (`{ data, meta }`) needs to appear in a DataTable. */
type PagedQuery<R> = {
  data: { data: readonly R[]; meta?: PageMeta } | undefined;
  isLoading: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/** A paged list query as the DataTable's rows, pages, loading and error states; `failure` when the error has no message. */
export function listState<R extends { id: number }>(list: PagedQuery<R>, failure: string) {
  return {
    rows: list.data?.data,
    meta: list.data?.meta,
    loading: list.isLoading,
    error: list.error ? list.error.message || failure : null,
    onRetry: () => void list.refetch(),
  } satisfies Partial<DataTableProps<R>>;
}

/** A list with sortable headers, pages, and loading, empty and error states. */
export function DataTable<R extends { id: number }>(props: DataTableProps<R>) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const toggle = (id: number) => setExpanded((open) => (open === id ? null : id));
  const span = props.columns.length + (props.actions ? 1 : 0);
  const cell = "px-3 py-2 text-left align-top";
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-xs text-slate-500 uppercase dark:bg-slate-800">
            <tr>
              {props.columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cell}
                  aria-sort={
                    props.sortBy === column.sortKey
                      ? props.sortDir === "desc"
                        ? "descending"
                        : "ascending"
                      : undefined
                  }
                >
                  {column.sortKey ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 uppercase"
                      onClick={() => props.onSort(column.sortKey ?? column.key)}
                    >
                      {column.label}
                      {props.sortBy === column.sortKey ? (
                        props.sortDir === "desc" ? (
                          <ArrowDown className="h-3 w-3" />
                        ) : (
                          <ArrowUp className="h-3 w-3" />
                        )
                      ) : null}
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              ))}
              {props.actions ? <th className={`${cell} text-right`}>Aksi</th> : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {props.error ? (
              <tr>
                <td colSpan={span} className="px-3 py-8 text-center">
                  <p role="alert" className="mb-2 text-red-600">
                    {props.error}
                  </p>
                  <button
                    type="button"
                    onClick={props.onRetry}
                    className="rounded-md border border-slate-300 px-3 py-1"
                  >
                    Coba Lagi
                  </button>
                </td>
              </tr>
            ) : props.loading && !props.rows ? (
              [0, 1, 2, 3, 4].map((index) => (
                <tr key={index}>
                  <td colSpan={span} className="px-3 py-3">
                    <div className="h-4 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
                  </td>
                </tr>
              ))
            ) : props.rows && props.rows.length === 0 ? (
              <tr>
                <td colSpan={span} className="px-3 py-10 text-center text-slate-500">
                  {props.emptyText}
                </td>
              </tr>
            ) : (
              props.rows?.map((row) => (
                <Fragment key={row.id}>
                  <tr
                    className={props.expand ? "cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800" : ""}
                    onClick={props.expand ? () => toggle(row.id) : undefined}
                  >
                    {props.columns.map((column, index) => (
                      <td key={column.key} className={cell}>
                        {props.expand && index === 0 ? (
                          <DisclosureButton
                            open={expanded === row.id}
                            controls={`rincian-${row.id}`}
                            onToggle={() => toggle(row.id)}
                          />
                        ) : null}
                        {column.render ? column.render(row) : String(row[column.key] ?? "-")}
                      </td>
                    ))}
                    {props.actions ? (
                      <td
                        className={`${cell} text-right whitespace-nowrap`}
                        onClick={(event) => event.stopPropagation()}
                        onKeyDown={(event) => event.stopPropagation()}
                      >
                        {props.actions(row)}
                      </td>
                    ) : null}
                  </tr>
                  {props.expand && expanded === row.id ? (
                    <tr id={`rincian-${row.id}`}>
                      <td colSpan={span} className="bg-slate-50 px-3 py-3 dark:bg-slate-800">
                        {props.expand(row)}
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))
            )}
          </tbody>
        </table>
      </div>
      {props.meta ? <Pagination meta={props.meta} onPage={props.onPage} /> : null}
    </div>
  );
}

/** Opens a row's details: the keyboard's and screen reader's way in (a click on the row does it too). */
function DisclosureButton(props: { open: boolean; controls: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-expanded={props.open}
      aria-controls={props.open ? props.controls : undefined}
      aria-label={props.open ? "Sembunyikan rincian" : "Tampilkan rincian"}
      onClick={(event) => {
        event.stopPropagation();
        props.onToggle();
      }}
      className="mr-1 inline-flex h-5 w-5 items-center justify-center rounded align-middle text-slate-500 hover:bg-slate-200 dark:hover:bg-slate-700"
    >
      <ChevronRight
        className={`h-4 w-4 transition-transform ${props.open ? "rotate-90" : ""}`}
        aria-hidden="true"
      />
    </button>
  );
}
