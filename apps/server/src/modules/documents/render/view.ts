/**
 * The parts every document view model shares. A view model is plain data with every text already
 * formatted: the PDF renderers (in this thread or a worker) and the HTML previews only lay it out.
 */
export type Row = { label: string; value: string };

/** A table's column: its header, its share of the table's width, its alignment. */
export type TableColumn = { header: string; width: number; align?: "left" | "right" };

export type CompanyView = {
  name: string;
  /** Address, phone and e-mail on one line, or null. */
  contact: string | null;
  /** `/uploads/<name>` as configured; its bytes travel beside the view (see `DocumentAssets`). */
  logo_url: string | null;
};

export type LogoImage = { mime: "image/png" | "image/jpeg" | "image/webp"; data: Uint8Array };

/** What a document needs besides its view model: the logo's bytes (not part of the cache key). */
export type DocumentAssets = { logo: LogoImage | null };
