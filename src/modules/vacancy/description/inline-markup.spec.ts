import { decodeEntities, normalizeInlineMarkup } from '../../../../shared/text/inline-markup.js';

const html = (input: string) => {
  const result = normalizeInlineMarkup(input);
  if (!result.ok) throw new Error(`refused ${input}: ${result.problem}`);
  return result.html;
};
const problem = (input: string) => {
  const result = normalizeInlineMarkup(input);
  return result.ok ? null : result.problem;
};

describe('inline markup of a description text', () => {
  it('keeps plain text and the allowed tags, normalised', () => {
    expect(html('Hello world')).toBe('Hello world');
    expect(html('<b>Bold</b>, <I>italic</I> and <u>underlined</u>')).toBe(
      '<b>Bold</b>, <i>italic</i> and <u>underlined</u>',
    );
    expect(html('one<br>two<br/>three<BR />four')).toBe('one<br>two<br>three<br>four');
    expect(html('<b><i>both</i></b>')).toBe('<b><i>both</i></b>');
    expect(html('ქართული <b>ტექსტი</b>')).toBe('ქართული <b>ტექსტი</b>');
  });

  it('keeps http, https and mailto links with only their href', () => {
    expect(html('<a href="https://example.ge/jobs?a=1&amp;b=2">apply</a>')).toBe(
      '<a href="https://example.ge/jobs?a=1&amp;b=2">apply</a>',
    );
    expect(html("<a href='http://example.ge'>site</a>")).toBe('<a href="http://example.ge">site</a>');
    expect(html('<a href=https://example.ge>site</a>')).toBe('<a href="https://example.ge">site</a>');
    expect(html('<a href="mailto:jobs@example.ge">mail</a>')).toBe('<a href="mailto:jobs@example.ge">mail</a>');
    expect(html('<a href="https://example.ge" target="_blank" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.ge">x</a>',
    );
  });

  it('refuses links to anything but http, https and mailto', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#115;cript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      '',
      ' ',
      'https://exa mple.ge',
    ]) {
      expect([href, problem(`<a href="${href}">x</a>`)]).toEqual([href, 'link']);
    }
  });

  it('refuses every other tag, attribute, comment and broken nesting', () => {
    for (const input of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<b onclick="x()">x</b>',
      '<a href="https://x.ge" onclick="x()">x</a>',
      '<a>no link</a>',
      '<a href="https://a.ge"><a href="https://b.ge">x</a></a>',
      '<span>x</span>',
      '<mark>x</mark>',
      '<!-- comment -->',
      '<?xml?>',
      '</b>',
      '<b>unclosed',
      '<b><i>crossed</b></i>',
      '<b/>',
      '</br>',
      '<br class="x">',
      '<style>',
      '<svg onload=alert(1)>',
      '<a href="https://x.ge" href="https://y.ge">x</a>',
      'a\u0000b',
    ]) {
      expect([input, problem(input)]).toEqual([input, 'markup']);
    }
  });

  it('escapes text that is no markup and decodes entities once', () => {
    expect(html('salary < 5000 & > 3000')).toBe('salary &lt; 5000 &amp; &gt; 3000');
    expect(html('a &lt;b&gt; c')).toBe('a &lt;b&gt; c');
    expect(html('&amp;lt;script&amp;gt;')).toBe('&amp;lt;script&amp;gt;');
    expect(html('AT&T and &copy; and &#0;')).toBe('AT&amp;T and &amp;copy; and &amp;#0;');
    expect(html('&#60;script&#x3e;')).toBe('&lt;script&gt;');
    expect(html('non&nbsp;breaking')).toBe('non\u00a0breaking');
  });

  it('gives the plain text: tags dropped, entities decoded, <br> as a line break', () => {
    const result = normalizeInlineMarkup('<b>Senior</b> &amp; lead<br>in <a href="https://x.ge">Tbilisi</a>');
    expect(result).toEqual({
      ok: true,
      html: '<b>Senior</b> &amp; lead<br>in <a href="https://x.ge">Tbilisi</a>',
      text: 'Senior & lead\nin Tbilisi',
    });
    expect(decodeEntities('a &lt; b &amp;amp; &#0; &bogus;')).toBe('a < b &amp; &#0; &bogus;');
  });

  it('reads long input in linear time', () => {
    const started = Date.now();
    expect(problem(`<a${' x'.repeat(5000)}`)).toBe('markup');
    expect(normalizeInlineMarkup('<'.repeat(10000)).ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
