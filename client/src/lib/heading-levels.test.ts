import { headingLevels } from './heading-levels';

describe('headingLevels', () => {
  it('starts at h2 and closes the gaps between the levels found', () => {
    expect([...headingLevels([3, 5, 3, 6])]).toEqual([
      [3, 2],
      [5, 3],
      [6, 4],
    ]);
    expect([...headingLevels([1, 2])]).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect([...headingLevels([])]).toEqual([]);
  });

  it('lets levels past the deepest share it', () => {
    expect([...headingLevels([1, 2, 3, 4], 4)]).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 4],
    ]);
  });
});
