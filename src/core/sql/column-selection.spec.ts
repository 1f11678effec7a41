import { selectColumns } from './column-selection.js';

interface Columns {
  id: number;
  full_name: string | null;
  email: string;
}

describe('selectColumns', () => {
  it('selects each column under the name the rows carry, without AS where the name is the column', () => {
    expect(selectColumns<Columns>('a', { author_id: 'id', author_name: 'full_name', email: 'email' })).toBe(
      'a.id AS author_id, a.full_name AS author_name, a.email',
    );
  });
});
