/**
 * Markup an attacker stores in a text field hoping that a page, a head or a mail runs it (after the
 * OWASP XSS filter evasion cheat sheet). Plain strings: the API tests store them, the client tests
 * (client/src/components/content/stored-markup.test.tsx) render them.
 */
export const XSS = {
  script: '<script>alert(1)</script>',
  image: '<img src=x onerror=alert(1)>',
  svg: '<svg onload=alert(1)>',
  attributeBreakout: '"><script>alert(1)</script>',
  scriptLink: '<a href="javascript:alert(1)">x</a>',
  scriptBreakout: '</script><script>alert(1)</script>',
  comment: '<!--',
} as const;

/** Every payload in one line of plain text: 180 characters, English letters and symbols only. */
export const XSS_LINE = Object.values(XSS).join(' ');

/** Markdown's own ways in: raw HTML, script and data links (plain, spaced, entity-encoded, by
 *  reference), an image with a script source. */
export const XSS_MARKDOWN = [
  '## Hello',
  XSS.script,
  XSS.image,
  `${XSS.svg} ${XSS.scriptLink}`,
  '[plain](javascript:alert(1)) [cased](JaVaScRiPt:alert(1)) [spaced]( javascript:alert(1)) [entity](jav&#x09;ascript:alert(1))',
  '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [vb](vbscript:msgbox(1)) ![pic](javascript:alert(1))',
  '[by reference][evil]',
  '',
  '[evil]: javascript:alert(1)',
].join('\n\n');

/** Editor.js text fields with HTML the description's inline markup does not allow. */
export const XSS_EDITOR_TEXTS = [
  XSS.script,
  XSS.image,
  XSS.svg,
  XSS.scriptLink,
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<b onclick="alert(1)">x</b>',
  '<a href="https://example.ge" onmouseover="alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  XSS.comment,
];
