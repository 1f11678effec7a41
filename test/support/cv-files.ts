/** The smallest file the CV check takes for a PDF; `text` tells one from another. */
export const pdf = (text = 'CV') =>
  Buffer.from(`%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n% ${text}\ntrailer <<>>\n%%EOF\n`);
