import { parseShareImagePath, shareImagePath, type ShareSubject } from '../../../shared/share-image-urls.js';

describe('share image paths', () => {
  it.each<[ShareSubject, 'en' | 'ka', string]>([
    [{ kind: 'vacancy', id: '7' }, 'en', '/share/vacancies/7.png'],
    [{ kind: 'vacancy', id: '7' }, 'ka', '/share/ka/vacancies/7.png'],
    [{ kind: 'company', slug: 'kartuli-code' }, 'ka', '/share/ka/companies/kartuli-code.png'],
    [{ kind: 'article', id: 'QaZ7-wsx_EDC' }, 'en', '/share/news/QaZ7-wsx_EDC.png'],
    [{ kind: 'site' }, 'en', '/share/site.png'],
    [{ kind: 'site' }, 'ka', '/share/ka/site.png'],
  ])('%j in %s is %s, and back', (subject, language, path) => {
    expect(shareImagePath(subject, language)).toBe(path);
    expect(parseShareImagePath(path)).toEqual({ subject, language });
  });

  it('encodes a name and refuses other paths', () => {
    expect(shareImagePath({ kind: 'article', id: 'a/b' }, 'en')).toBe('/share/news/a%2Fb.png');
    expect(parseShareImagePath('/share/news/a%2Fb.png')).toEqual({
      subject: { kind: 'article', id: 'a/b' },
      language: 'en',
    });
    for (const path of [
      '/share',
      '/share/vacancies/7',
      '/share/vacancies/7.jpg',
      '/share/en/site.png',
      '/share/ka/ka/site.png',
      '/share/vacancies/%E0.png',
      '/share/jobs/7.png',
    ]) {
      expect([path, parseShareImagePath(path)]).toEqual([path, null]);
    }
  });
});
