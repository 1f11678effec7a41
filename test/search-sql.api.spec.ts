import { textWords, toLatin } from '../src/modules/search/text/search-text.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The database's search functions read text as the server does (search-text.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const one = async <T>(sql: string, params: unknown[]): Promise<T> =>
  Object.values((await t.db.query(sql, params))[0])[0] as T;

const SAMPLES = [
  'Senior React-Developer (Tbilisi)',
  'C# and C++, ASP.NET; abc++ .NET',
  'უფროსი React დეველოპერი — თიბისი ბანკი',
  "O'Reilly & Sons: 100% remote!",
  '   ',
  'Data Analyst (Power BI) / ანალიტიკოსი',
];

describe('search SQL functions', () => {
  it.each(SAMPLES)('normalize and Latin agree with the server for %j', async (text) => {
    const words = textWords(text).map((w) => w.word);
    expect(await one<string>('SELECT search_normalize($1)', [text])).toBe(words.join(' '));
    expect(await one<string>('SELECT search_latin(search_normalize($1))', [text])).toBe(words.map(toLatin).join(' '));
  });

  it('builds a query where every word must match, by prefix, Georgian also in Latin', async () => {
    expect(await one<string>('SELECT search_tsquery($1)::text', ['Senior  react'])).toBe("'senior':* & 'react':*");
    expect(await one<string>('SELECT search_tsquery($1)::text', ['თიბისი'])).toBe("'თიბისი':* | 'tibisi':*");
    expect(await one<string>('SELECT search_tsquery($1)::text', ['C# x'])).toBe("'csharp':* & 'x'");
    expect(await one<string | null>('SELECT search_tsquery($1)::text', ['!!! ---'])).toBeNull();
  });

  it('matches a vector with Georgian read in Latin letters', async () => {
    expect(await one<boolean>("SELECT search_vector($1, 'A') @@ search_tsquery($2)", ['თიბისი ბანკი', 'tibisi'])).toBe(
      true,
    );
    expect(
      await one<boolean>("SELECT search_vector($1, 'A') @@ search_tsquery($2)", [
        'Senior React Developer',
        'react dev',
      ]),
    ).toBe(true);
    expect(
      await one<boolean>("SELECT search_vector($1, 'A') @@ search_tsquery($2)", [
        'Senior React Developer',
        'react java',
      ]),
    ).toBe(false);
  });

  it('corrects a misspelt word from the lexicon, and leaves known words and prefixes alone', async () => {
    await t.db.query(
      `INSERT INTO search_word (word) VALUES ('javascript'), ('python'), ('react'), ('developer') ON CONFLICT DO NOTHING`,
    );
    const expand = async (text: string) =>
      (await t.db.query('SELECT word, corrections FROM search_expand($1)', [text])) as {
        word: string;
        corrections: string[];
      }[];
    expect(await expand('javscript pyhton')).toEqual([
      { word: 'javscript', corrections: ['javascript'] },
      { word: 'pyhton', corrections: ['python'] },
    ]);
    expect(await expand('devel reakt')).toEqual([
      { word: 'devel', corrections: [] },
      { word: 'reakt', corrections: ['react'] },
    ]);
    expect(await expand('xyzzyq')).toEqual([{ word: 'xyzzyq', corrections: [] }]);
  });
});
