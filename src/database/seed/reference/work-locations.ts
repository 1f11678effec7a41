import type { DictionarySeed } from './types.js';

/** Where the work is done. */
export const workLocations: DictionarySeed[] = [
  {
    key: 'on-site',
    name: 'On-site',
    nameGE: 'ოფისში',
    description: 'Work from the company’s office.',
    descriptionGE: 'მუშაობა კომპანიის ოფისიდან.',
  },
  {
    key: 'remote',
    name: 'Remote',
    nameGE: 'დისტანციური',
    description: 'Work from anywhere, fully remote.',
    descriptionGE: 'სრულად დისტანციური მუშაობა ნებისმიერი ადგილიდან.',
  },
  {
    key: 'hybrid',
    name: 'Hybrid',
    nameGE: 'ჰიბრიდული',
    description: 'Some days in the office, some days remote.',
    descriptionGE: 'კვირის ნაწილი ოფისში, ნაწილი — დისტანციურად.',
  },
];
