import { ApplicationStatus } from '../../../../shared/enums.js';
import { canMoveTo, statusMailFor } from './application-status.js';

describe('application status rules', () => {
  it('lets the company set any status but New', () => {
    expect(canMoveTo(ApplicationStatus.New)).toBe(false);
    for (const status of [2, 3, 4, 5, 6, 7]) expect(canMoveTo(status)).toBe(true);
  });

  it('mails the talent on interview, offer and (when the company wants it) rejection', () => {
    expect(statusMailFor(ApplicationStatus.Interview, false)).toBe('interview');
    expect(statusMailFor(ApplicationStatus.Offer, false)).toBe('offer');
    expect(statusMailFor(ApplicationStatus.Rejected, true)).toBe('rejected');
    expect(statusMailFor(ApplicationStatus.Rejected, false)).toBeNull();
    for (const status of [1, 2, 3, 6]) expect(statusMailFor(status, true)).toBeNull();
  });
});
