import { PAGE_DATA_ELEMENT_ID, type PageData } from './recorded-answers';

/** The data block of a server-rendered page; null for a page the browser renders alone. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
