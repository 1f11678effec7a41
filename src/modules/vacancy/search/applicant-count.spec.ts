import { APPLICANT_COUNT_CAP, APPLICANT_COUNT_STEPS, publicApplicantCount } from './applicant-count.js';

describe('publicApplicantCount', () => {
  it.each([0, 1, 3, 12, 24])('tells %i exactly', (exact) => {
    expect(publicApplicantCount(exact)).toEqual({ count: exact, orMore: false });
  });

  it.each([
    [25, 25],
    [26, 25],
    [49, 25],
    [50, 50],
    [99, 50],
    [100, 100],
    [199, 100],
    [200, 200],
    [499, 200],
    [500, 500],
    [999, 500],
    [1000, 1000],
    [123456, 1000],
  ])('tells %i as the step %i and more', (exact, step) => {
    expect(publicApplicantCount(exact)).toEqual({ count: step, orMore: true });
  });

  it('never answers a figure above the first step that is not a step', () => {
    for (let exact = 0; exact <= 1500; exact++) {
      const { count, orMore } = publicApplicantCount(exact);
      if (orMore) expect(APPLICANT_COUNT_STEPS).toContain(count);
      else expect(count).toBeLessThan(APPLICANT_COUNT_STEPS[0]);
    }
  });

  it('reads nonsense as none', () => {
    expect(publicApplicantCount(-3)).toEqual({ count: 0, orMore: false });
    expect(publicApplicantCount(Number.NaN)).toEqual({ count: 0, orMore: false });
  });

  it('counts as far as the last step', () => {
    expect(APPLICANT_COUNT_CAP).toBe(1000);
  });
});
