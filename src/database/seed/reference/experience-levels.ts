import type { DictionarySeed } from './types.js';

/** Seniority, from intern to the head of a department. */
export const experienceLevels: DictionarySeed[] = [
  {
    key: 'intern',
    name: 'Intern',
    nameGE: 'სტაჟიორი',
    description: 'Student or recent graduate without commercial experience yet.',
    descriptionGE: 'სტუდენტი ან ახალი კურსდამთავრებული, რომელსაც ჯერ არ აქვს კომერციული გამოცდილება.',
  },
  {
    key: 'junior',
    name: 'Junior',
    nameGE: 'ჯუნიორი',
    description: 'Up to 2 years of experience; works on well-defined tasks with guidance.',
    descriptionGE: '2 წლამდე გამოცდილება; მკაფიოდ განსაზღვრულ ამოცანებზე მუშაობს უფროსი კოლეგის დახმარებით.',
  },
  {
    key: 'middle',
    name: 'Middle',
    nameGE: 'მიდლი',
    description: '2–5 years of experience; delivers features independently.',
    descriptionGE: '2–5 წლის გამოცდილება; ფუნქციონალს დამოუკიდებლად ქმნის და აწვდის.',
  },
  {
    key: 'senior',
    name: 'Senior',
    nameGE: 'სენიორი',
    description: '5+ years of experience; owns complex systems and mentors others.',
    descriptionGE: '5 წელზე მეტი გამოცდილება; პასუხს აგებს რთულ სისტემებზე და ეხმარება ნაკლებად გამოცდილ კოლეგებს.',
  },
  {
    key: 'lead',
    name: 'Lead',
    nameGE: 'გუნდის ლიდერი',
    description: '7+ years of experience; leads a team or a technical direction.',
    descriptionGE: '7 წელზე მეტი გამოცდილება; ხელმძღვანელობს გუნდს ან ტექნიკურ მიმართულებას.',
  },
  {
    key: 'head',
    name: 'Head / C-level',
    nameGE: 'დეპარტამენტის ხელმძღვანელი / უმაღლესი მენეჯმენტი',
    description: '10+ years of experience; heads a department or the company’s technology (CTO, CIO, CISO).',
    descriptionGE:
      '10 წელზე მეტი გამოცდილება; ხელმძღვანელობს დეპარტამენტს ან კომპანიის ტექნოლოგიურ მიმართულებას (CTO, CIO, CISO).',
  },
];
