import fc from 'fast-check';

/** The seed every run uses unless FC_SEED says otherwise, so a failure replays exactly. */
export const DEFAULT_SEED = 20_251_010;
export const fcSeed = (): number => (process.env.FC_SEED ? Number(process.env.FC_SEED) : DEFAULT_SEED);

export type HostileBody =
  | { type: 'json'; text: string }
  /** application/x-www-form-urlencoded, with bracket syntax. */
  | { type: 'form'; text: string }
  | { type: 'multipart'; fields: [string, string][] };

/** One hostile call's input; the route and the caller are chosen by the test. */
export interface HostileRequest {
  /** What the values are, for the failure message (`nul in query`, `deep nesting` ...). */
  label: string;
  /** The query string, already percent-encoded (hostile on purpose), without `?`. */
  query: string;
  /** Only sent to routes that are not GET. */
  body: HostileBody | null;
  /** Values for the path's `:name` parameters, percent-encoded. */
  pathValues: string[];
  language: 'en' | 'ka';
  /** Who must refuse it whatever the route: the body parser (malformed JSON, or JSON over the
   *  100 KB limit), or the validation of any query or any body (NUL, lone surrogates, deep nesting). */
  refusedBy: Refuser[];
}

export type Refuser = 'parser' | 'query' | 'body';

/** Past the JSON body parser's 100 KB limit (a 413 before any route). */
export const OVER_BODY_LIMIT = 120_000;
/** Node refuses a request head over 16 KB (a bare 431) before the app sees it, so a query stays below that. */
const LONG_QUERY_VALUE = 6_000;
const MAX_QUERY = 12_000;
export const DEEP = 10_000;

const NUL = '\u0000';

/** Text that looks alike, hides, reorders or breaks: confusables, invisible and bidi characters,
 *  lone surrogates, NUL, and what SQL, tsquery, LIKE, NoSQL, paths, markup and headers treat specially. */
export const HOSTILE_FRAGMENTS: readonly string[] = [
  // Cyrillic and Greek look-alikes of Latin words, Georgian, fullwidth, combining marks.
  '\u0430dmin',
  'p\u0430yp\u0430l.com',
  '\u0391\u0392\u0421',
  'თბილისი',
  '\uFF41\uFF44\uFF4D\uFF49\uFF4E',
  'e\u0301\u0301\u0301',
  // Invisible and direction-changing characters.
  '\u200B',
  'a\u200Cb\u200Dc\u2060',
  '\uFEFF',
  '\u202Egnp.exe',
  '\u2066\u2067\u2069',
  // Lone surrogates and NUL (PostgreSQL text refuses NUL).
  '\uD800',
  'x\uDFFFy',
  NUL,
  `a${NUL}b`,
  // Injection shapes.
  "' OR '1'='1",
  '1; DROP TABLE account; --',
  "') UNION SELECT NULL, version() --",
  '$1',
  '\\',
  '%_%',
  '!(a & | b) <-> :*',
  "'':* & !",
  '{"$gt":""}',
  '{"$where":"sleep(1000)"}',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd%00.png',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '%00',
  '%0d%0aSet-Cookie: a=b',
  '\r\nSet-Cookie: a=b',
  '\r\n\r\n',
  '__proto__',
  'constructor',
];

/** Numbers written as text that no id, page or count accepts: out of range, not finite, negative
 *  (0 is left out: it is a fair enum value or boolean). */
export const NUMERIC_TEXTS: readonly string[] = [
  '-1',
  '1.5',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '1,2',
  '1 OR 1=1',
];

/** JSON values of the wrong type for any field, and the shapes NoSQL and prototype attacks use
 *  (true and false are left out: a boolean field rightly takes them). */
const WRONG_TYPES: readonly unknown[] = [
  -1,
  0,
  1.5,
  2_147_483_648,
  // eslint-disable-next-line no-loss-of-precision -- past Number.MAX_SAFE_INTEGER on purpose
  9_007_199_254_740_993,
  1e308,
  -1e308,
  null,
  [],
  {},
  [[]],
  [null],
  ['a', 1, null, {}],
  { $gt: '' },
  { $ne: null },
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
  { constructor: { prototype: { isAdmin: true } } },
];

/** Raw JSON bodies the parser must refuse (400). */
const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a":1',
  "{'a':1}",
  '{"a":1,}',
  '{"a":undefined}',
  '{"a":NaN}',
  '[1,2',
  '"text"',
  'null',
  '123',
  'true',
  '{"a":"\\x00"}',
  '{"a":"\\ud800\\u"}',
  '\u0000',
];

/** Keys with meaning to JavaScript objects, to query parsers or to case-insensitive key matching. */
const HOSTILE_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'a[b]',
  'a[]',
  'a[0][1]',
  'hasOwnProperty',
];

const GENERIC_FIELDS = ['id', 'name', 'email', 'page', 'text'];

/** Random text is kept from being a plain number, which a route may rightly accept as an id. */
const notANumber = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? `${text}x` : text);

const fragment = fc.constantFrom(...HOSTILE_FRAGMENTS);

/** Hostile text: a fragment alone, inside random text, two together, or random code points. */
export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fragment,
    fc
      .tuple(fc.string({ maxLength: 6 }), fragment, fc.string({ maxLength: 6 }))
      .map(([a, f, b]) => notANumber(a + f + b)),
    fc.tuple(fragment, fragment).map(([a, b]) => a + b),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map(notANumber),
  );

const longText = (lengths: readonly number[]) =>
  fc
    .tuple(fc.constantFrom(...lengths), fc.constantFrom('a', 'ა', 'x '), fragment)
    .map(([n, unit, f]) => f + unit.repeat(n).slice(0, n));

/** A text value for a query or a form field. */
export const hostileString = (longLengths: readonly number[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: hostileText() },
    { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_TEXTS) },
    { weight: 1, arbitrary: longText(longLengths) },
  );

/** A JSON value for a body field: hostile text, a number in text, a wrong type, or random JSON. */
export const hostileJsonValue = (fields: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: hostileString([300, 5_000]) },
    { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 1, arbitrary: fc.array(hostileText(), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fields), hostileText(), { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

/** Percent-encodes a value the way a hostile client may: lone surrogates as their (invalid) UTF-8 bytes. */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** Percent sequences no decoder accepts, sent as they are. */
const RAW_QUERY_VALUES = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF%FE', '%00', '%0D%0A'];

const keyVariants = (fields: readonly string[]) =>
  fields.flatMap((field) => [
    field,
    field.toUpperCase(),
    `${field}[]`,
    `${field}[$gt]`,
    `${field}[0]`,
    `${field}[__proto__]`,
  ]);

/** A query string: declared fields and hostile keys, repeated keys (`a=1&a=2`), bracket syntax. */
export const hostileQuery = (fields: readonly string[]): fc.Arbitrary<string> => {
  const names = fields.length ? fields : GENERIC_FIELDS;
  const keys = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom(...keyVariants(names)) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
  );
  const value = fc.oneof(
    { weight: 6, arbitrary: hostileString([300, LONG_QUERY_VALUE]).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_VALUES) },
  );
  return fc
    .array(fc.tuple(keys, value), { minLength: 1, maxLength: 4 })
    .chain((pairs) => fc.boolean().map((repeat) => (repeat ? [...pairs, ...pairs] : pairs)))
    .map((pairs) => pairs.map(([key, val]) => `${key.replace(/[^[\]]/g, (c) => percentEncode(c))}=${val}`))
    .map(withinHeadLimit);
};

/** The first pairs of a query that fit in MAX_QUERY (at least one, cut if need be). */
function withinHeadLimit(pairs: string[]): string {
  let query = pairs[0].slice(0, MAX_QUERY).replace(/%[0-9A-F]?$/i, '');
  for (const pair of pairs.slice(1)) {
    if (query.length + pair.length + 1 > MAX_QUERY) break;
    query += `&${pair}`;
  }
  return query;
}

/** Builds an object whose keys (even `__proto__`) are its own, as JSON.parse would make them. */
const ownObject = (pairs: [string, unknown][]) => Object.fromEntries(pairs);

/** A JSON body: hostile values under declared and hostile keys, a non-object, or a form body. */
export const hostileBody = (
  fields: readonly string[],
  allFields: readonly string[],
): fc.Arbitrary<{ body: HostileBody; refused: boolean }> => {
  const names = fields.length ? fields : GENERIC_FIELDS;
  const keys = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom(...keyVariants(names), ...HOSTILE_KEYS) },
  );
  const object = fc
    .array(fc.tuple(keys, hostileJsonValue(allFields)), { minLength: 1, maxLength: 5 })
    .map((pairs) => ({ body: { type: 'json' as const, text: JSON.stringify(ownObject(pairs)) }, refused: false }));
  const malformed = fc
    .constantFrom(...MALFORMED_JSON)
    .map((text) => ({ body: { type: 'json' as const, text }, refused: true }));
  const topLevel = fc
    .constantFrom('[]', '[{}]', '[[[]]]', '{}')
    .map((text) => ({ body: { type: 'json' as const, text }, refused: false }));
  const form = hostileQuery(names).map((text) => ({ body: { type: 'form' as const, text }, refused: false }));
  return fc.oneof(
    { weight: 6, arbitrary: object },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: topLevel },
    { weight: 1, arbitrary: form },
  );
};

/** Multipart text fields (an upload form without its file): hostile strings, repeated and bracket names. */
export const hostileMultipart = (fields: readonly string[]): fc.Arbitrary<HostileBody> => {
  const names = fields.length ? fields : GENERIC_FIELDS;
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom(...keyVariants(names), ...HOSTILE_KEYS) },
  );
  const value = fc.oneof(hostileString([300, 100_001]), fc.constantFrom('{"$gt":""}', '[]', 'null', 'true'));
  return fc
    .array(fc.tuple(name, value), { minLength: 1, maxLength: 6 })
    .map((pairs) => ({ type: 'multipart' as const, fields: pairs }));
};

export interface HostileShape {
  method: string;
  queryFields: readonly string[];
  bodyFields: readonly string[];
  pathParams: readonly string[];
  multipart: boolean;
}

const hostilePathValue = fc.oneof(
  hostileString([300]).map(percentEncode),
  fc.constantFrom(...RAW_QUERY_VALUES, '..%2F..%2Fetc%2Fpasswd', '%2e%2e'),
);

/** Random hostile calls for a route of this shape. */
export function hostileRequests(shape: HostileShape, allFields: readonly string[]): fc.Arbitrary<HostileRequest> {
  const withBody = shape.method !== 'get';
  const body: fc.Arbitrary<{ body: HostileBody | null; refused: boolean }> = !withBody
    ? fc.constant({ body: null, refused: false })
    : shape.multipart
      ? fc.oneof(
          hostileMultipart(shape.bodyFields).map((multipart) => ({ body: multipart, refused: false })),
          hostileBody(shape.bodyFields, allFields),
        )
      : hostileBody(shape.bodyFields, allFields);
  return fc
    .record({
      query: fc.oneof(
        { weight: 1, arbitrary: fc.constant('') },
        { weight: 4, arbitrary: hostileQuery(shape.queryFields) },
      ),
      body,
      pathValues: fc.tuple(...shape.pathParams.map(() => hostilePathValue)),
      language: fc.constantFrom('en' as const, 'ka' as const),
    })
    .map(({ query, body: { body: sent, refused }, pathValues, language }) => ({
      label: 'random',
      query,
      body: sent,
      pathValues,
      language,
      refusedBy: refused ? ['parser' as const] : [],
    }));
}

const DEEP_ARRAY = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;

/**
 * The calls every route gets whatever the seed: each kind of hostile value in every declared field
 * at once (NUL, lone surrogates, long text, numbers out of range, wrong types, NoSQL operators,
 * deep nesting, prototype keys, repeated and bracket query keys, malformed and oversized JSON).
 * Every other one asks for Georgian, so that refusals are read in both languages.
 */
export function fixedHostileRequests(shape: HostileShape): HostileRequest[] {
  const withBody = shape.method !== 'get';
  const queryFields = shape.queryFields.length ? shape.queryFields : GENERIC_FIELDS;
  const bodyFields = shape.bodyFields.length ? shape.bodyFields : GENERIC_FIELDS;
  const everyQueryField = (value: string) => queryFields.map((field) => `${field}=${value}`).join('&');
  const json = (text: string): HostileBody => ({ type: 'json', text });
  const jsonWithEvery = (value: unknown) => json(JSON.stringify(ownObject(bodyFields.map((field) => [field, value]))));
  const rawJsonWithEvery = (literal: string) =>
    json(`{${bodyFields.map((field) => `${JSON.stringify(field)}:${literal}`).join(',')}}`);
  const textInEvery = (value: string): HostileBody =>
    shape.multipart ? { type: 'multipart', fields: bodyFields.map((field) => [field, value]) } : jsonWithEvery(value);

  type Fixed = [label: string, query: string, body: HostileBody | null, pathValue: string, refusedBy?: Refuser[]];
  const prototypeKeys: Fixed = [
    'prototype keys',
    '__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1',
    json('{"__proto__":null,"constructor":{"prototype":{"isAdmin":true}}}'),
    'constructor',
  ];
  const parserRefusals: Fixed[] = [
    ['malformed JSON', '', json('{"a":'), '%zz', ['parser']],
    [
      'JSON over the body limit',
      '',
      json(JSON.stringify({ [bodyFields[0]]: 'a'.repeat(OVER_BODY_LIMIT) })),
      'x',
      ['parser'],
    ],
  ];
  const nul: Fixed = ['NUL everywhere', everyQueryField('%00'), textInEvery(`a${NUL}b`), '%00', ['query', 'body']];
  const fixed: Fixed[] = [];
  if (!shape.queryFields.length && !shape.bodyFields.length && !shape.pathParams.length) {
    // A route that reads nothing is only shown that it ignores what it is sent.
    fixed.push(prototypeKeys, ...(withBody ? parserRefusals : [nul]));
  } else {
    const bodyLetters = shape.multipart ? 100_001 : Math.floor(25_000 / bodyFields.length); // JSON: within the body limit
    fixed.push(
      nul,
      // A query cannot carry a lone surrogate (its bytes decode to U+FFFD); JSON can ("\ud800").
      [
        'lone surrogates and bidi overrides',
        everyQueryField('%ED%A0%80%E2%80%AE'),
        jsonWithEvery('\uD800\u202E\u200B'),
        '%ED%A0%80',
        ['body'],
      ],
      [
        'long text',
        everyQueryField('a'.repeat(Math.floor(LONG_QUERY_VALUE / queryFields.length))),
        textInEvery('ა'.repeat(bodyLetters)),
        'a'.repeat(300),
      ],
      [
        'long single word (300 letters)',
        everyQueryField('q'.repeat(300)),
        textInEvery('q'.repeat(300)),
        'q'.repeat(300),
      ],
      [
        'numbers beyond int64',
        everyQueryField('99999999999999999999'),
        rawJsonWithEvery('123456789012345678901234567890'),
        '99999999999999999999',
      ],
      [
        'negative ids, NaN and Infinity',
        queryFields.map((field, index) => `${field}=${['-1', 'NaN', 'Infinity'][index % 3]}`).join('&'),
        rawJsonWithEvery('1e400'),
        '-1',
      ],
      [
        'injection-shaped text',
        everyQueryField(percentEncode("' OR 1=1 --")),
        textInEvery('<script>alert(1)</script> ../../etc/passwd'),
        '..%2F..%2Fetc%2Fpasswd',
      ],
      [
        'NoSQL operators and bracket keys',
        queryFields.map((field) => `${field}[$gt]=&${field}[]=a&${field}[0][1]=b`).join('&'),
        jsonWithEvery({ $gt: '' }),
        '%7B%22%24gt%22%3A%22%22%7D',
      ],
      [
        'repeated query keys, wrong JSON types',
        `${everyQueryField('1')}&${everyQueryField('%3Cb%3E')}`,
        jsonWithEvery([true, null, {}]),
        'true',
      ],
      [
        'deep nesting',
        everyQueryField('%5B'.repeat(50)),
        json(`{${JSON.stringify(bodyFields[0])}:${DEEP_ARRAY}}`),
        '%5B'.repeat(50),
        ['body'],
      ],
      ['deep object body', '__proto__=x&constructor=y', json(DEEP_OBJECT), '__proto__', ['body']],
      prototypeKeys,
    );
    if (withBody) {
      const form = bodyFields
        .map((f) => `${f}[$gt]=&${f}[__proto__][x]=1&${f}[a][b][c][d][e][f][g]=deep&${f}=a&${f}=b`)
        .join('&');
      fixed.push(...parserRefusals, ['form body with bracket syntax', '', { type: 'form', text: form }, 'x']);
    }
    if (withBody && shape.multipart) {
      const fields: [string, string][] = [
        ...bodyFields.map((field): [string, string] => [`${field}[$gt]`, '']),
        ['__proto__[isAdmin]', 'true'],
        ['constructor[prototype][x]', '1'],
      ];
      fixed.push(['multipart with JSON-looking and prototype fields', '', { type: 'multipart', fields }, 'x']);
    }
  }
  return fixed.map(([label, query, body, pathValue, refusedBy = []], index) => ({
    label,
    query,
    body: withBody ? body : null,
    pathValues: shape.pathParams.map(() => pathValue),
    language: index % 2 ? 'ka' : 'en',
    refusedBy: refusedBy.filter((refuser) => withBody || refuser === 'query'),
  }));
}
