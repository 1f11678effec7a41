import type { HeroSeed } from './types.js';

/** The landing page's hero block. */
export const hero: HeroSeed = {
  titleEn: 'Find your next tech job in Georgia',
  titleGe: 'იპოვეთ თქვენი შემდეგი IT სამსახური საქართველოში',
  textEn:
    'Vacancies from Georgia’s tech companies for developers, testers, designers and data specialists — in one place, in English and Georgian, and free for everyone.',
  textGe:
    'საქართველოს ტექნოლოგიური კომპანიების ვაკანსიები დეველოპერებისთვის, ტესტერებისთვის, დიზაინერებისა და მონაცემთა სპეციალისტებისთვის — ერთ სივრცეში, ქართულად და ინგლისურად, ყველასთვის უფასოდ.',
  imageUrl: '/static/hero.svg',
};
