import { VacancyApproval, VacancyStatus } from '../../../../shared/enums.js';
import { approvalOnPublishing, effectiveStatus, transformedTitleOf } from './vacancy-rules.js';

describe('vacancy rules', () => {
  it('makes the URL name from the English title and the id', () => {
    expect(transformedTitleOf('Senior Frontend Developer (React)', 42)).toBe('senior-frontend-developer-react-42');
    expect(transformedTitleOf('C++ / Qt engineer', 7)).toBe('c-qt-engineer-7');
    expect(transformedTitleOf('+++', 3)).toBe('vacancy-3');
    expect(transformedTitleOf(`${'word '.repeat(100)}end`, 9).length).toBeLessThanOrEqual(250);
    expect(transformedTitleOf(`${'word '.repeat(100)}end`, 9)).toMatch(/^word-word-.*[a-z]-9$/);
  });

  it('puts an unverified company, or a rejected vacancy, into review', () => {
    expect(approvalOnPublishing(false, null)).toBe(VacancyApproval.Pending);
    expect(approvalOnPublishing(false, VacancyApproval.Approved)).toBe(VacancyApproval.Pending);
    expect(approvalOnPublishing(true, null)).toBe(VacancyApproval.Approved);
    expect(approvalOnPublishing(true, VacancyApproval.Pending)).toBe(VacancyApproval.Approved);
    expect(approvalOnPublishing(true, VacancyApproval.Rejected)).toBe(VacancyApproval.Pending);
  });

  it('sees an active vacancy past its deadline as ended', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(effectiveStatus(VacancyStatus.Active, new Date('2026-01-10T11:59:59Z'), now)).toBe(VacancyStatus.Ended);
    expect(effectiveStatus(VacancyStatus.Active, new Date('2026-01-10T12:00:01Z'), now)).toBe(VacancyStatus.Active);
    expect(effectiveStatus(VacancyStatus.Active, null, now)).toBe(VacancyStatus.Active);
    expect(effectiveStatus(VacancyStatus.Draft, new Date('2020-01-01T00:00:00Z'), now)).toBe(VacancyStatus.Draft);
  });
});
