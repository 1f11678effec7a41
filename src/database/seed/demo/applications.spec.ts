import { fileTypeFromBuffer } from 'file-type';
import { ApplicationStatus } from '../../../../shared/enums.js';
import { GEORGIAN_OR_ENGLISH_TEXT, PHONE_DIGIT_COUNT, PHONE_PATTERN } from '../../../../shared/profile-patterns.js';
import { APPLICATION_LIMITS } from '../../../modules/vacancy/applications/dto/application-fields.rules.js';
import { demoLogins } from '../demo-accounts.js';
import { asciiText, demoCvPdf } from '../demo-cv.js';
import { demoTalents } from '../demo-talents.js';
import {
  type DemoApplication,
  demoApplications,
  demoSavedTalents,
  signInTalentApplications,
  signInTalentFavoriteVacancies,
} from './applications.js';
import { type DemoVacancy, demoVacancies } from './vacancies.js';

const vacancyOf = (key: string) => demoVacancies.find((v) => v.key === key);
const isPublic = (v: DemoVacancy) => v.status !== 'draft' && v.review === undefined;
const STATUSES = Object.values(ApplicationStatus).filter((s): s is ApplicationStatus => typeof s === 'number');

/** Whether a talent could have applied (or saved the vacancy) `daysAgo` days before seeding: after it
 *  was published and, for an ended one, before it ended (a month counted as its shortest, 28 days). */
function withinLife(v: DemoVacancy, daysAgo: number): boolean {
  if (!(daysAgo >= 0 && daysAgo < v.publishedDaysAgo)) return false;
  if (v.status !== 'ended') return true;
  const endedDaysAgo = v.endedDaysAgo ?? v.publishedDaysAgo - 28 * (v.deadlineMonths ?? 1);
  return daysAgo > endedDaysAgo;
}

describe('demo applications', () => {
  const all: DemoApplication[] = [...demoApplications, ...signInTalentApplications];
  const talents = new Set(demoTalents.map((t) => t.fullName));

  it('are about thirty by the demo talents, and three by the sign-in talent to three companies', () => {
    expect(demoApplications.length).toBeGreaterThanOrEqual(25);
    for (const a of demoApplications) expect([a.talentName, talents.has(a.talentName)]).toEqual([a.talentName, true]);
    expect(signInTalentApplications.map((a) => a.talentName)).toEqual(Array(3).fill(demoLogins.talent.fullName));
    const companies = signInTalentApplications.map((a) => vacancyOf(a.vacancyKey)?.companyKey);
    expect(new Set(companies).size).toBe(3);
    expect(companies).toContain(demoLogins.company.companyKey);
    expect(signInTalentApplications.map((a) => a.status).sort()).toEqual(
      [ApplicationStatus.New, ApplicationStatus.Viewed, ApplicationStatus.Interview].sort(),
    );
  });

  it('go to public vacancies that take applications, within their life, one per talent and vacancy', () => {
    for (const a of all) {
      const v = vacancyOf(a.vacancyKey);
      expect([a.vacancyKey, v !== undefined && isPublic(v), v && (v.callToAction ?? 1) === 1]).toEqual([
        a.vacancyKey,
        true,
        true,
      ]);
      expect([a.vacancyKey, a.appliedDaysAgo, withinLife(v!, a.appliedDaysAgo)]).toEqual([
        a.vacancyKey,
        a.appliedDaysAgo,
        true,
      ]);
    }
    const pairs = all.map((a) => `${a.talentName} -> ${a.vacancyKey}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('show every status, at Kartuli Code too, which has at least a dozen', () => {
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(STATUSES));
    const kartuli = all.filter((a) => vacancyOf(a.vacancyKey)?.companyKey === demoLogins.company.companyKey);
    expect(kartuli.length).toBeGreaterThanOrEqual(12);
    expect(new Set(kartuli.map((a) => a.status))).toEqual(new Set(STATUSES));
  });

  it('give what the apply form accepts: a Georgian mobile number, the same for a talent, and an optional short message', () => {
    const phones = new Map<string, string>();
    for (const a of all) {
      expect([a.talentName, a.phone]).toEqual([
        a.talentName,
        expect.stringMatching(/^\+995 5\d{2} \d{2} \d{2} \d{2}$/),
      ]);
      expect(PHONE_PATTERN.test(a.phone) && PHONE_DIGIT_COUNT.test(a.phone)).toBe(true);
      expect(phones.get(a.talentName) ?? a.phone).toBe(a.phone);
      phones.set(a.talentName, a.phone);
      if (a.message !== undefined) {
        expect(a.message.length).toBeLessThanOrEqual(APPLICATION_LIMITS.message);
        expect([a.message, GEORGIAN_OR_ENGLISH_TEXT.test(a.message)]).toEqual([a.message, true]);
      }
    }
    const messages = all.flatMap((a) => (a.message ? [a.message] : []));
    expect(messages.some((m) => /\p{Script=Georgian}/u.test(m))).toBe(true);
    expect(messages.some((m) => /^[\x20-\x7E]+$/.test(m))).toBe(true);
    expect(messages.length).toBeLessThan(all.length);
  });

  it("save public vacancies for the sign-in talent, and talents who applied as Kartuli Code's saved talents", () => {
    expect(signInTalentFavoriteVacancies).toHaveLength(2);
    for (const f of signInTalentFavoriteVacancies) {
      const v = vacancyOf(f.vacancyKey);
      expect([f.vacancyKey, v !== undefined && isPublic(v) && withinLife(v, f.savedDaysAgo)]).toEqual([
        f.vacancyKey,
        true,
      ]);
    }
    expect(demoSavedTalents).toHaveLength(2);
    for (const s of demoSavedTalents) {
      const applied = all.filter(
        (a) => a.talentName === s.talentName && vacancyOf(a.vacancyKey)?.companyKey === s.companyKey,
      );
      expect([s.talentName, applied.some((a) => a.appliedDaysAgo > s.savedDaysAgo)]).toEqual([s.talentName, true]);
    }
  });
});

describe('demo CV', () => {
  it('is a PDF by its bytes, ASCII only, with a correct cross-reference table', async () => {
    const pdf = demoCvPdf('Nino Beridze');
    expect(await fileTypeFromBuffer(pdf)).toMatchObject({ ext: 'pdf', mime: 'application/pdf' });
    const text = pdf.toString('latin1');
    expect(text).toMatch(/^[\t\n\r\x20-\x7E]*$/);
    expect(text).toContain('(Nino Beridze) Tj');
    expect(text).toContain('/BaseFont /Helvetica');

    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!.map(Number);
    const table = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + count);
    expect(table[0]).toBe('0000000000 65535 f ');
    table.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(text.slice(Number(entry.slice(0, 10))).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
    });
    const [, length] = /<< \/Length (\d+) >>\nstream\n/.exec(text)!.map(Number);
    const stream = text.slice(text.indexOf('stream\n') + 7);
    expect(stream.slice(length)).toMatch(/^\nendstream\n/);
  });

  it('writes any name in ASCII', () => {
    expect(asciiText('ნინო ბერიძე')).toBe('Nino Beridze');
    expect(asciiText('  Zoë  (Müller) ')).toBe('Zoe (Muller)');
    expect(demoCvPdf('A (b) \\ c').toString('latin1')).toContain('(A \\(b\\) \\\\ c) Tj');
    expect(demoCvPdf('日本').toString('latin1')).toContain('(??) Tj');
  });
});
