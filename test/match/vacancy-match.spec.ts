import { type MatchTalent, type MatchVacancy, MATCH_WEIGHTS, scoreMatch } from '../../shared/match/vacancy-match.js';

/** scoreMatch (shared/match/vacancy-match.ts) over its edge cases, part by part. */

const REACT = 11;
const NODE = 12;
const SQL = 13;
const GO = 14;
const ON_SITE = 21;
const REMOTE = 22;
const HYBRID = 23;
const TBILISI = 31;
const BATUMI = 32;

/** A talent and a vacancy that agree on everything: 100. */
const talent: MatchTalent = {
  technologyIds: [REACT, NODE],
  levelRank: 2,
  workLocationIds: [ON_SITE, HYBRID],
  cityIds: [TBILISI],
  desiredSalary: { min: 3000, max: 4000 },
};
const vacancy: MatchVacancy = {
  technologyIds: [REACT, NODE],
  levelRank: 2,
  workLocationId: HYBRID,
  isRemote: false,
  cityId: TBILISI,
  salary: { min: 3500, max: 5000 },
};

const score = (t: Partial<MatchTalent>, v: Partial<MatchVacancy>) =>
  scoreMatch({ ...talent, ...t }, { ...vacancy, ...v });

describe('scoreMatch', () => {
  it('gives 100 when everything agrees, and the weights add up to 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
    expect(score({}, {})).toEqual({
      score: 100,
      technologies: { commonIds: [REACT, NODE], missingIds: [] },
      level: 'full',
      workFormat: 'full',
      city: 'full',
      salary: 'overlaps',
    });
  });

  describe('technologies', () => {
    it('a vacancy that names none gets half the weight, whatever the talent knows', () => {
      expect(score({}, { technologyIds: [] })).toMatchObject({
        score: 75,
        technologies: { commonIds: [], missingIds: [] },
      });
      expect(score({ technologyIds: [] }, { technologyIds: [] }).score).toBe(75);
    });

    it('none in common gets nothing and lists every technology as missing, in the vacancy’s order', () => {
      expect(score({}, { technologyIds: [GO, SQL] })).toMatchObject({
        score: 50,
        technologies: { commonIds: [], missingIds: [GO, SQL] },
      });
      expect(score({ technologyIds: [] }, { technologyIds: [GO] }).score).toBe(50);
    });

    it('some in common: the weight times the share of the vacancy’s technologies the talent has', () => {
      const match = score({ technologyIds: [SQL, REACT, GO] }, { technologyIds: [NODE, REACT, SQL, 99] });
      expect(match.technologies).toEqual({ commonIds: [REACT, SQL], missingIds: [NODE, 99] });
      expect(match.score).toBe(75); // 50 × 2/4 + 50
    });

    it('technologies the talent has beyond the vacancy’s neither add nor take away', () => {
      expect(score({ technologyIds: [REACT, NODE, SQL, GO] }, {}).score).toBe(100);
    });
  });

  describe('level', () => {
    it.each([
      ['equal', 3, 3, 'full', 100],
      ['adjacent, above', 3, 4, 'partial', 90],
      ['adjacent, below', 3, 2, 'partial', 90],
      ['two apart', 1, 3, 'none', 80],
      ['far apart', 0, 5, 'none', 80],
      ['the talent’s unknown', null, 3, 'unknown', 90],
      ['the vacancy’s unknown', 3, null, 'unknown', 90],
      ['both unknown', null, null, 'unknown', 90],
    ] as const)('%s', (_, talentRank, vacancyRank, verdict, points) => {
      const match = score({ levelRank: talentRank }, { levelRank: vacancyRank });
      expect(match.level).toBe(verdict);
      expect(match.score).toBe(points);
    });

    it('rank 0 is a level like any other, not an unknown one', () => {
      expect(score({ levelRank: 0 }, { levelRank: 0 }).level).toBe('full');
    });
  });

  describe('work format', () => {
    it.each([
      ['one the talent wants', [ON_SITE, HYBRID], HYBRID, 'full', 100],
      ['one the talent does not want', [ON_SITE], HYBRID, 'none', 90],
      ['the talent wants any (empty)', [], HYBRID, 'unknown', 95],
      ['the vacancy does not say', [ON_SITE], null, 'unknown', 95],
    ] as const)('%s', (_, wanted, offered, verdict, points) => {
      const match = score({ workLocationIds: wanted }, { workLocationId: offered });
      expect(match.workFormat).toBe(verdict);
      expect(match.score).toBe(points);
    });
  });

  describe('city', () => {
    it('a remote vacancy fits any city, also one the talent does not name or no city at all', () => {
      expect(score({}, { workLocationId: REMOTE, isRemote: true, cityId: BATUMI }).city).toBe('full');
      expect(score({ cityIds: [] }, { workLocationId: REMOTE, isRemote: true, cityId: null }).city).toBe('full');
    });

    it.each([
      ['a city the talent wants', [TBILISI, BATUMI], BATUMI, 'full', 100],
      ['another city', [TBILISI], BATUMI, 'none', 90],
      ['the talent names none', [], BATUMI, 'unknown', 95],
      ['the vacancy names none', [TBILISI], null, 'unknown', 95],
    ] as const)('on-site or hybrid: %s', (_, wanted, cityId, verdict, points) => {
      const match = score({ cityIds: wanted }, { cityId });
      expect(match.city).toBe(verdict);
      expect(match.score).toBe(points);
    });
  });

  describe('salary', () => {
    it.each([
      ['ranges overlap', { min: 3000, max: 4000 }, { min: 3800, max: 5000 }, 'overlaps', 100],
      ['ranges touch at one end', { min: 3000, max: 4000 }, { min: 2000, max: 3000 }, 'overlaps', 100],
      ['the vacancy’s range inside the talent’s', { min: 3000, max: 6000 }, { min: 4000, max: 5000 }, 'overlaps', 100],
      ['the vacancy pays more', { min: 3000, max: 4000 }, { min: 4500, max: 6000 }, 'above', 100],
      ['the vacancy pays less', { min: 3000, max: 4000 }, { min: 1500, max: 2999 }, 'below', 90],
      ['the vacancy gives only its minimum, above', { min: 3000, max: 4000 }, { min: 4001, max: null }, 'above', 100],
      ['the vacancy gives only its maximum, below', { min: 3000, max: 4000 }, { min: null, max: 2500 }, 'below', 90],
      [
        'the vacancy gives only its maximum, inside',
        { min: 3000, max: 4000 },
        { min: null, max: 3500 },
        'overlaps',
        100,
      ],
      [
        'the talent gives only a minimum, the vacancy pays up to it',
        { min: 3000, max: null },
        { min: 2000, max: 3000 },
        'overlaps',
        100,
      ],
      [
        'the talent gives only a minimum, the vacancy stops below it',
        { min: 3000, max: null },
        { min: 2000, max: 2900 },
        'below',
        90,
      ],
      [
        'the talent gives only a maximum (that one figure), the vacancy above',
        { min: null, max: 3000 },
        { min: 3100, max: null },
        'above',
        100,
      ],
    ] as const)('%s', (_, desired, offered, verdict, points) => {
      const match = score({ desiredSalary: desired }, { salary: offered });
      expect(match.salary).toBe(verdict);
      expect(match.score).toBe(points);
    });

    it.each([
      ['the talent gives none', null, { min: 3000, max: 4000 }],
      ['the talent’s range is empty on both ends', { min: null, max: null }, { min: 3000, max: 4000 }],
      ['the vacancy hides it (or its currency has no rate)', { min: 3000, max: 4000 }, null],
      ['the vacancy’s range is empty on both ends', { min: 3000, max: 4000 }, { min: null, max: null }],
    ] as const)('unknown when %s: half the weight', (_, desired, offered) => {
      const match = score({ desiredSalary: desired }, { salary: offered });
      expect(match.salary).toBe('unknown');
      expect(match.score).toBe(95);
    });
  });

  describe('the score', () => {
    it('is rounded to a whole number, a half upwards', () => {
      // 50 × 1/3 = 16.67 → 67 with the rest
      expect(score({ technologyIds: [REACT] }, { technologyIds: [REACT, GO, SQL] }).score).toBe(67);
      // 50 × 2/3 = 33.33 → 83
      expect(score({ technologyIds: [REACT, GO] }, { technologyIds: [REACT, GO, SQL] }).score).toBe(83);
      // 50 × 1/4 = 12.5 and 50 more → 62.5 → 63
      expect(score({ technologyIds: [REACT] }, { technologyIds: [REACT, GO, SQL, NODE] }).score).toBe(63);
      // 12.5 + the halves of level, format, city and salary (10 + 5 + 5 + 5) = 37.5 → 38
      expect(
        score(
          { technologyIds: [REACT], levelRank: null, workLocationIds: [], cityIds: [], desiredSalary: null },
          { technologyIds: [REACT, GO, SQL, NODE] },
        ).score,
      ).toBe(38);
    });

    it('is 0 when nothing agrees', () => {
      expect(
        scoreMatch(
          {
            technologyIds: [GO],
            levelRank: 0,
            workLocationIds: [ON_SITE],
            cityIds: [BATUMI],
            desiredSalary: { min: 9000, max: null },
          },
          {
            technologyIds: [REACT],
            levelRank: 4,
            workLocationId: HYBRID,
            isRemote: false,
            cityId: TBILISI,
            salary: { min: 1000, max: 2000 },
          },
        ),
      ).toEqual({
        score: 0,
        technologies: { commonIds: [], missingIds: [REACT] },
        level: 'none',
        workFormat: 'none',
        city: 'none',
        salary: 'below',
      });
    });

    it('is 50 when nothing is known on either side', () => {
      const unknown = scoreMatch(
        { technologyIds: [], levelRank: null, workLocationIds: [], cityIds: [], desiredSalary: null },
        { technologyIds: [], levelRank: null, workLocationId: null, isRemote: false, cityId: null, salary: null },
      );
      expect(unknown).toEqual({
        score: 50,
        technologies: { commonIds: [], missingIds: [] },
        level: 'unknown',
        workFormat: 'unknown',
        city: 'unknown',
        salary: 'unknown',
      });
    });

    it('stays within 0..100, a whole number, over every combination of these', () => {
      const ids = [REACT, NODE, SQL, GO];
      const subsets = [...Array(16).keys()].map((mask) => ids.filter((_, bit) => mask & (1 << bit)));
      const ranges = [null, { min: 1000, max: 2000 }, { min: 3000, max: null }, { min: null, max: 9000 }];
      const levels = [
        [null, 1],
        [1, 1],
        [1, 2],
        [0, 5],
      ] as const;
      const scores = subsets.flatMap((has) =>
        subsets.flatMap((asks) =>
          ranges.flatMap((desired) =>
            ranges.flatMap((offered) =>
              levels.map(
                ([talentRank, vacancyRank]) =>
                  scoreMatch(
                    { ...talent, technologyIds: has, levelRank: talentRank, desiredSalary: desired },
                    { ...vacancy, technologyIds: asks, levelRank: vacancyRank, salary: offered },
                  ).score,
              ),
            ),
          ),
        ),
      );
      expect(scores.filter((points) => !Number.isInteger(points) || points < 0 || points > 100)).toEqual([]);
    });
  });
});
