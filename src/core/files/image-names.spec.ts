import { imageName, imageUrl, newImageId, parseImageName, parseImageUrl } from './image-names.js';

describe('image names and URLs', () => {
  const id = newImageId();

  it('names the two sizes of a random id and parses them back', () => {
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newImageId()).not.toBe(id);
    expect(parseImageName(imageName(id, 'normal'))).toEqual({ id, variant: 'normal' });
    expect(parseImageName(imageName(id, 'small'))).toEqual({ id, variant: 'small' });
  });

  it('parses only URLs it makes, on any origin and in any case of the path', () => {
    expect(parseImageUrl(imageUrl(imageName(id, 'small')))).toEqual({ id, variant: 'small' });
    expect(parseImageUrl(`https://techboard.ge/api/files/images/${id}.webp`)).toEqual({ id, variant: 'normal' });
    for (const url of [
      '/static/demo/logos/kartuli-code.svg',
      `/api/Files/Images/${id}.png`,
      `/api/Files/Images/../${id}.webp`,
      `/api/Files/Images/${id}.webp?x=1`,
      `/api/Files/Images/${id}.webp/`,
      `/other/api/Files/Images/${id}.webp`,
      'https://[bad',
      '',
    ]) {
      expect(parseImageUrl(url)).toBeNull();
    }
  });
});
