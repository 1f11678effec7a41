import { cvFileName, isCvKey, newCvKey, safeFileName, uniqueNames } from './cv-names.js';

describe('CV names', () => {
  it('makes random keys and knows only its own', () => {
    const key = newCvKey('pdf');
    expect(key).toMatch(/^cvs\/[0-9a-f]{32}\.pdf$/);
    expect(newCvKey('pdf')).not.toBe(key);
    expect(isCvKey(key)).toBe(true);
    for (const other of ['images/abc.webp', 'cvs/../secret.pdf', `cvs/${'a'.repeat(32)}.exe`, 'cvs/x.pdf'])
      expect(isCvKey(other)).toBe(false);
  });

  it("keeps the user's name without its path, unsafe characters or a wrong extension", () => {
    expect(cvFileName('C:\\Users\\nino\\My CV.pdf', 'pdf')).toBe('My CV.pdf');
    expect(cvFileName('../../etc/pa"ss<wd>.PDF', 'pdf')).toBe('pa ss wd.pdf');
    expect(cvFileName('resume.txt', 'docx')).toBe('resume.docx');
    expect(cvFileName('რეზიუმე 2024.doc', 'doc')).toBe('რეზიუმე 2024.doc');
    expect(cvFileName('.hidden', 'pdf')).toBe('hidden.pdf');
    expect(cvFileName('...', 'pdf')).toBe('CV.pdf');
    expect(cvFileName('line\nbreak\u0000.pdf', 'pdf')).toBe('line break.pdf');
    expect(cvFileName(undefined, 'pdf')).toBe('CV.pdf');
    const long = cvFileName(`${'a'.repeat(400)}.pdf`, 'pdf');
    expect(long.length).toBeLessThanOrEqual(150);
    expect(long).toMatch(/^a{100,}\.pdf$/);
    expect(safeFileName('QA / Tester - CVs.zip')).toBe('QA Tester - CVs.zip');
  });

  it('numbers repeated names within one archive', () => {
    const unique = uniqueNames();
    expect(['a.pdf', 'A.pdf', 'a.pdf', 'b'].map(unique)).toEqual(['a.pdf', 'A (2).pdf', 'a (3).pdf', 'b']);
  });
});
