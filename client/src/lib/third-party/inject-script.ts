const injected = new WeakMap<Document, Map<string, Promise<void>>>();

/** Adds `<script async src>` to the page once per address; resolves when it has loaded. A script
 *  that fails may be tried again later. */
export function injectScript(src: string, doc: Document = document): Promise<void> {
  let scripts = injected.get(doc);
  if (!scripts) {
    scripts = new Map();
    injected.set(doc, scripts);
  }
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      scripts.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    doc.head.appendChild(script);
  });
  scripts.set(src, loading);
  return loading;
}
