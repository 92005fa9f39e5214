/**
 * The look of every text input and select in the product, in one place so every form and filter bar
 * looks alike: a border, a focus ring instead of the browser outline, red when the control is invalid.
 */
export const controlClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none focus:border-navy-500 focus:ring-2 focus:ring-navy-100 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

/** The same control filling its column (form fields, as opposed to the controls of a filter bar). */
export const blockControlClass = `w-full ${controlClass}`;
