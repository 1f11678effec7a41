import { type Element, xml2js } from 'xml-js';
import { renderVacancyRss } from './vacancy-rss.js';
import { cdataText, elementText } from '../../../core/text/xml-safe-text.js';

const channel = {
  title: 'Feed',
  description: 'All',
  link: 'https://site.example/vacancies',
  selfLink: 'https://site.example/api/Vacancy/Rss?lang=en',
  language: 'en' as const,
};
const entry = {
  title: 'Title',
  link: 'https://site.example/vacancies/1',
  publishedAt: new Date('2026-03-01T10:00:00Z'),
  description: 'Facts',
  categories: ['React'],
  author: 'Acme',
};

/** The texts of the first item as a feed reader reads them (text and CDATA parts joined). */
function readItem(xml: string): Record<string, string> {
  const root = (xml2js(xml, { compact: false }) as Element).elements!.find((node) => node.name === 'rss')!;
  const item = root.elements![0].elements!.find((node) => node.name === 'item')!;
  return Object.fromEntries(
    item.elements!.map((node) => [
      node.name,
      (node.elements ?? []).map((part) => String(part.text ?? part.cdata ?? '')).join(''),
    ]),
  );
}

describe('renderVacancyRss', () => {
  it.each([
    ['several CDATA ends', 'a ]]> b ]]> c ]]>'],
    ['a CDATA end after brackets', 'x]]]]> y]'],
    ['markup and entities', '<script>alert(1)</script> & &amp; &lt;'],
  ])('gives back %s exactly, in CDATA and in element text', (_, value) => {
    const read = readItem(
      renderVacancyRss(channel, [{ ...entry, title: value, description: value, categories: [value], author: value }]),
    );
    expect(read).toMatchObject({ title: value, description: value, category: value, 'dc:creator': value });
  });

  it('drops characters XML cannot hold', () => {
    const read = readItem(
      renderVacancyRss(channel, [{ ...entry, title: 'a\u0001b\uFFFFc\uD800', author: 'x\u000Bz' }]),
    );
    expect(read).toMatchObject({ title: 'abc', 'dc:creator': 'xz' });
  });

  it('dates the channel by its newest item, and an empty feed by a fixed date', () => {
    const older = { ...entry, publishedAt: new Date('2026-01-01T00:00:00Z') };
    expect(renderVacancyRss(channel, [older, entry])).toContain(
      `<lastBuildDate>${entry.publishedAt.toUTCString()}</lastBuildDate>`,
    );
    expect(renderVacancyRss(channel, [])).toContain(`<lastBuildDate>${new Date(0).toUTCString()}</lastBuildDate>`);
  });
});

describe('xml-safe-text', () => {
  it('leaves ordinary text alone', () => {
    expect(cdataText('Senior React Developer — Acme')).toBe('Senior React Developer — Acme');
    expect(elementText('C++ & C#')).toBe('C++ & C#');
  });
});
