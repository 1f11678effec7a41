import type { DictionarySeed } from './types.js';

/** The kind of contract a vacancy offers. */
export const employmentTypes: DictionarySeed[] = [
  {
    key: 'full-time',
    name: 'Full-time',
    nameGE: 'სრული განაკვეთი',
    description: 'A permanent position, usually 40 hours a week.',
    descriptionGE: 'მუდმივი პოზიცია, ჩვეულებრივ კვირაში 40 საათი.',
  },
  {
    key: 'part-time',
    name: 'Part-time',
    nameGE: 'ნახევარი განაკვეთი',
    description: 'Fewer hours than a full-time position.',
    descriptionGE: 'სრულ განაკვეთზე ნაკლები სამუშაო საათები.',
  },
  {
    key: 'contract',
    name: 'Contract',
    nameGE: 'კონტრაქტით',
    description: 'A fixed-term engagement for a project or period.',
    descriptionGE: 'განსაზღვრული ვადით თანამშრომლობა კონკრეტულ პროექტზე ან პერიოდზე.',
  },
  {
    key: 'freelance',
    name: 'Freelance',
    nameGE: 'ფრილანსი',
    description: 'Independent work paid per task or per hour.',
    descriptionGE: 'დამოუკიდებელი მუშაობა დავალების ან საათობრივი ანაზღაურებით.',
  },
  {
    key: 'internship',
    name: 'Internship',
    nameGE: 'სტაჟირება',
    description: 'A learning position for students and graduates, paid or unpaid.',
    descriptionGE: 'სასწავლო პოზიცია სტუდენტებისა და კურსდამთავრებულებისთვის, ანაზღაურებადი ან ანაზღაურების გარეშე.',
  },
  {
    key: 'temporary',
    name: 'Temporary',
    nameGE: 'დროებითი',
    description: 'A short-term position, for example to cover a leave of absence.',
    descriptionGE: 'მოკლევადიანი პოზიცია, მაგალითად, შვებულებაში მყოფი თანამშრომლის ჩასანაცვლებლად.',
  },
];
