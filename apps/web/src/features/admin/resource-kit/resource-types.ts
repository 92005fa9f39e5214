import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";

export type Option = { value: string; label: string; extra?: Record<string, unknown> };

/** A field of the row the column shows as it is. */
export type RowKey<R> = Extract<keyof R, string>;

type ColumnBase = {
  label: string;
  /** The list's `sort_by` value when the column sorts. */
  sortKey?: string;
};

/** A column: a row field shown as text, or any key with its own `render`. */
export type ColumnDef<R extends { id: number }> = ColumnBase &
  ({ key: RowKey<R>; render?: undefined } | { key: string; render: (row: R) => ReactNode });

/** One form control; its `name` is a field of the form's values. */
export type FieldDef<Form extends FieldValues> = {
  name: Extract<keyof Form, string>;
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

/** The form of a read-only page (`readOnly`): no fields; a config with a real form names its `Form`. */
type NoForm = Record<string, never>;

/**
 * Everything one back-office page declares; the kit does the rest. `R` is one row of the list answer,
 * `Form` the form schema's output (the form's fields hold the schema's input).
 */
export type ResourceConfig<R extends { id: number }, Form extends FieldValues = NoForm> = {
  title: string;
  description?: string;
  /** The API path, e.g. `/ports`. */
  endpoint: string;
  /** The permission module: `view|create|edit|delete <module>`. */
  module: string;
  /** What one row is called in messages, e.g. "pelabuhan". */
  noun: string;
  columns: ColumnDef<R>[];
  fields: FieldDef<Form>[];
  filters?: FilterDef[];
  formSchema: z.ZodType<Form, FieldValues>;
  emptyForm: FieldValues;
  /** A row as form values (edit); without it the row itself fills the form. */
  toForm?: (row: R) => FieldValues;
  /** Form values as the API body. */
  toPayload?: (values: Form) => unknown;
  searchPlaceholder?: string;
  /** Extra content per row (e.g. a schedule's seats), shown when the row is expanded. */
  expand?: (row: R) => ReactNode;
  /** Fields and schema of the edit form when they differ from the create form (e.g. no password). */
  editFields?: FieldDef<Form>[];
  editSchema?: z.ZodType<Form, FieldValues>;
  /** More buttons per row, beside edit and delete. */
  rowActions?: (row: R) => ReactNode;
  /** Query values every list request carries (e.g. one group of accounts). */
  fixedQuery?: Record<string, string>;
  /** Only list and row actions: no add, edit or delete (e.g. customers on /pengguna). */
  readOnly?: boolean;
  /** Extra buttons beside 'Tambah'. */
  toolbar?: ReactNode;
};
