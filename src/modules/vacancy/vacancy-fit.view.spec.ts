import { scoreMatch } from '../../../shared/match/vacancy-match.js';
import { vacancyFitOf } from './vacancy-fit.view.js';

const react = { id: 14, name: 'React', name_ge: null };
const node = { id: 15, name: 'Node.js', name_ge: 'ნოუდი' };
const docker = { id: 17, name: 'Docker', name_ge: '' };

describe('the company’s view of a talent’s fit to a vacancy (issue 25)', () => {
  it('names the vacancy’s technologies the talent has and lacks, in the vacancy’s order', () => {
    expect(vacancyFitOf([17, 99, 14], [react, node, docker], 'en')).toEqual({
      commonIds: [14, 17],
      missingIds: [15],
      common: [
        { id: 14, name: 'React' },
        { id: 17, name: 'Docker' },
      ],
      missing: [{ id: 15, name: 'Node.js' }],
    });
  });

  it('names them in Georgian, in English where the Georgian name is missing', () => {
    expect(vacancyFitOf([], [react, node, docker], 'ka').missing).toEqual([
      { id: 14, name: 'React' },
      { id: 15, name: 'ნოუდი' },
      { id: 17, name: 'Docker' },
    ]);
  });

  it('is empty for a vacancy that names no technologies', () => {
    expect(vacancyFitOf([14], [], 'en')).toEqual({ commonIds: [], missingIds: [], common: [], missing: [] });
  });

  it('judges by the same rule as the talent’s match', () => {
    const talent = { technologyIds: [15, 3], levelRank: null, workLocationIds: [], cityIds: [], desiredSalary: null };
    const vacancy = {
      technologyIds: [14, 15, 17],
      levelRank: null,
      workLocationId: null,
      isRemote: false,
      cityId: null,
      salary: null,
    };
    const { commonIds, missingIds } = vacancyFitOf(talent.technologyIds, [react, node, docker], 'en');
    expect({ commonIds, missingIds }).toEqual(scoreMatch(talent, vacancy).technologies);
  });
});
