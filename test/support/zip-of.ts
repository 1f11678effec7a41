import { ZipArchive } from 'archiver';

/** A zip of the given (name, text) entries, in memory: the container of .docx files and the like. */
export async function zipOf(entries: [string, string][]): Promise<Buffer> {
  const archive = new ZipArchive();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => archive.on('end', resolve));
  for (const [name, content] of entries) archive.append(Buffer.from(content), { name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}
