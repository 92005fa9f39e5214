import type { ReactNode } from "react";
import type { z } from "zod";

export type Row = Record<string, unknown> & { id: number };
export type Option = { value: string; label: string; extra?: Record<string, unknown> };

export type ColumnDef = {
  key: string;
  label: string;
  /** The list's `sort_by` value when the column sorts. */
  sortKey?: string;
  render?: (row: Row) => ReactNode;
};

export type FieldDef = {
  name: string;
  label: string;
  type:
    | "text"
    | "number"
    | "select"
    | "date"
    | "time"
    | "textarea"
    | "checkboxes"
    | "image"
    | "image-list"
    | "gallery"
    | "password"
    | "custom";
  options?: Option[];
  /** An `/options` endpoint giving `{ id, label }` items for a select. */
  optionsFrom?: string;
  placeholder?: string;
  help?: string;
  /** The control of a `custom` field, bound to the form value. */
  render?: (control: { value: unknown; onChange: (value: unknown) => void }) => ReactNode;
};

export type FilterDef = {
  name: string;
  label: string;
  type?: "select" | "date";
  options?: Option[];
  optionsFrom?: string;
};

/** Everything one back-office page declares; the kit does the rest. */
export type ResourceConfig<Form extends Record<string, unknown> = Record<string, unknown>> = {
  title: string;
  description?: string;
  /** The API path, e.g. `/ports`. */
  endpoint: string;
  /** The permission module: `view|create|edit|delete <module>`. */
  module: string;
  /** What one row is called in messages, e.g. "pelabuhan". */
  noun: string;
  columns: ColumnDef[];
  fields: FieldDef[];
  filters?: FilterDef[];
  formSchema: z.ZodType<Form, Record<string, unknown>>;
  emptyForm: Record<string, unknown>;
  /** A row as form values (edit). */
  toForm?: (row: Row) => Record<string, unknown>;
  /** Form values as the API body. */
  toPayload?: (values: Form) => unknown;
  searchPlaceholder?: string;
  /** Extra content per row (e.g. a schedule's seats), shown when the row is expanded. */
  expand?: (row: Row) => ReactNode;
  /** Fields and schema of the edit form when they differ from the create form (e.g. no password). */
  editFields?: FieldDef[];
  editSchema?: z.ZodType<Form, Record<string, unknown>>;
  /** More buttons per row, beside edit and delete. */
  rowActions?: (row: Row) => ReactNode;
  /** Query values every list request carries (e.g. one group of accounts). */
  fixedQuery?: Record<string, string>;
  /** Only list and row actions: no add, edit or delete (e.g. customers on /pengguna). */
  readOnly?: boolean;
  /** Extra buttons beside 'Tambah'. */
  toolbar?: ReactNode;
};
