import { staffApi } from "../../../lib/api";

/** Sets a `<meta name=…>` of the page. */
export function setMeta(name: string, content: string): void {
  let tag = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

const counted = new Set<number>();

/** Counts one view per article and page load; a failure is ignored. */
export function countView(id: number): void {
  if (counted.has(id)) return;
  counted.add(id);
  staffApi.patch(`/public/informations/${id}/views`).catch(() => {});
}

/** The system share sheet, else copying the link with 'Link copied to clipboard!'. */
export async function shareArticle(title: string): Promise<void> {
  const url = window.location.href;
  if (navigator.share) {
    await navigator.share({ title, url }).catch(() => {});
    return;
  }
  await navigator.clipboard?.writeText(url).catch(() => {});
  window.alert("Link copied to clipboard!");
}
