import { dictionaryText } from './localize';

describe('dictionaryText', () => {
  const item = {
    id: 1,
    name: 'Backend',
    nameGE: 'ბექენდი',
    description: 'Server side',
    descriptionGE: 'სერვერული მხარე',
  };

  it('uses nameGE and descriptionGE in Georgian', () => {
    expect(dictionaryText(item, 'ka-GE')).toEqual({ name: 'ბექენდი', description: 'სერვერული მხარე' });
  });

  it('uses the English name and description otherwise', () => {
    expect(dictionaryText(item, 'en-US')).toEqual({ name: 'Backend', description: 'Server side' });
  });

  it('falls back to English when the Georgian text is missing', () => {
    expect(dictionaryText({ ...item, nameGE: '', descriptionGE: null }, 'ka-GE')).toEqual({
      name: 'Backend',
      description: 'Server side',
    });
  });
});
