/** The words the search benchmark's data is made of: job titles in both languages with the
 *  technologies and job function they go with, company name parts, description sentences. */

export interface Role {
  en: string;
  ka: string;
  /** Technology keys of the reference dictionary; the vacancy links them first. */
  technologies: string[];
  jobFunction: string;
}

export const ROLES: Role[] = [
  {
    en: 'React Developer',
    ka: 'React დეველოპერი',
    technologies: ['react', 'javascript', 'typescript'],
    jobFunction: 'frontend-development',
  },
  {
    en: 'Frontend Developer (Vue.js)',
    ka: 'ფრონტენდ დეველოპერი (Vue.js)',
    technologies: ['vue', 'javascript'],
    jobFunction: 'frontend-development',
  },
  {
    en: 'Angular Developer',
    ka: 'Angular დეველოპერი',
    technologies: ['angular', 'typescript', 'rxjs'],
    jobFunction: 'frontend-development',
  },
  {
    en: 'Frontend Engineer',
    ka: 'ფრონტენდ ინჟინერი',
    technologies: ['javascript', 'html', 'css'],
    jobFunction: 'frontend-development',
  },
  {
    en: 'Node.js Backend Developer',
    ka: 'Node.js ბექენდ დეველოპერი',
    technologies: ['nodejs', 'typescript', 'nestjs'],
    jobFunction: 'backend-development',
  },
  {
    en: 'Python Developer',
    ka: 'Python დეველოპერი',
    technologies: ['python', 'django'],
    jobFunction: 'backend-development',
  },
  { en: 'Java Developer', ka: 'Java დეველოპერი', technologies: ['java', 'spring'], jobFunction: 'backend-development' },
  {
    en: '.NET Developer',
    ka: '.NET დეველოპერი',
    technologies: ['csharp', 'dotnet', 'aspnet'],
    jobFunction: 'backend-development',
  },
  { en: 'Go Engineer', ka: 'Go ინჟინერი', technologies: ['go', 'grpc'], jobFunction: 'backend-development' },
  {
    en: 'PHP Developer (Laravel)',
    ka: 'PHP დეველოპერი (Laravel)',
    technologies: ['php', 'laravel', 'mysql'],
    jobFunction: 'backend-development',
  },
  {
    en: 'Ruby on Rails Developer',
    ka: 'Ruby on Rails დეველოპერი',
    technologies: ['ruby', 'ruby-on-rails'],
    jobFunction: 'backend-development',
  },
  {
    en: 'Full-Stack JavaScript Developer',
    ka: 'ფულსტეკ JavaScript დეველოპერი',
    technologies: ['javascript', 'react', 'nodejs'],
    jobFunction: 'full-stack-development',
  },
  {
    en: 'Full-Stack Developer',
    ka: 'ფულსტეკ დეველოპერი',
    technologies: ['typescript', 'postgresql'],
    jobFunction: 'full-stack-development',
  },
  {
    en: 'iOS Developer',
    ka: 'iOS დეველოპერი',
    technologies: ['swift', 'ios', 'swiftui'],
    jobFunction: 'mobile-development',
  },
  {
    en: 'Android Developer',
    ka: 'Android დეველოპერი',
    technologies: ['kotlin', 'android', 'jetpack-compose'],
    jobFunction: 'mobile-development',
  },
  {
    en: 'Flutter Developer',
    ka: 'Flutter დეველოპერი',
    technologies: ['flutter', 'dart'],
    jobFunction: 'mobile-development',
  },
  {
    en: 'QA Automation Engineer',
    ka: 'QA ავტომატიზაციის ინჟინერი',
    technologies: ['playwright', 'selenium', 'javascript'],
    jobFunction: 'test-automation',
  },
  {
    en: 'Manual QA Engineer',
    ka: 'მანუალური ტესტირების ინჟინერი',
    technologies: ['postman', 'testrail', 'jira'],
    jobFunction: 'manual-testing',
  },
  {
    en: 'Performance Test Engineer',
    ka: 'დატვირთვის ტესტირების ინჟინერი',
    technologies: ['jmeter'],
    jobFunction: 'performance-testing',
  },
  {
    en: 'DevOps Engineer',
    ka: 'DevOps ინჟინერი',
    technologies: ['docker', 'kubernetes', 'aws'],
    jobFunction: 'devops-engineering',
  },
  {
    en: 'Cloud Engineer (Azure)',
    ka: 'ღრუბლოვანი ინჟინერი (Azure)',
    technologies: ['azure', 'terraform'],
    jobFunction: 'cloud-engineering',
  },
  {
    en: 'Site Reliability Engineer',
    ka: 'საიტის საიმედოობის ინჟინერი (SRE)',
    technologies: ['prometheus', 'grafana', 'linux'],
    jobFunction: 'site-reliability-engineering',
  },
  {
    en: 'Data Analyst (Power BI)',
    ka: 'მონაცემთა ანალიტიკოსი (Power BI)',
    technologies: ['power-bi', 'sql'],
    jobFunction: 'data-analysis',
  },
  {
    en: 'Data Engineer',
    ka: 'მონაცემთა ინჟინერი',
    technologies: ['python', 'apache-spark', 'airflow'],
    jobFunction: 'data-engineering',
  },
  {
    en: 'Data Scientist',
    ka: 'მონაცემთა მეცნიერი',
    technologies: ['python', 'pandas', 'scikit-learn'],
    jobFunction: 'data-science',
  },
  {
    en: 'Machine Learning Engineer',
    ka: 'მანქანური სწავლების ინჟინერი',
    technologies: ['python', 'pytorch'],
    jobFunction: 'machine-learning',
  },
  { en: 'BI Developer', ka: 'BI დეველოპერი', technologies: ['tableau', 'sql'], jobFunction: 'business-intelligence' },
  {
    en: 'Database Administrator (PostgreSQL)',
    ka: 'მონაცემთა ბაზების ადმინისტრატორი (PostgreSQL)',
    technologies: ['postgresql', 'linux'],
    jobFunction: 'database-administration',
  },
  { en: 'UI/UX Designer', ka: 'UI/UX დიზაინერი', technologies: ['figma'], jobFunction: 'ui-ux-design' },
  { en: 'Product Designer', ka: 'პროდუქტის დიზაინერი', technologies: ['figma', 'miro'], jobFunction: 'product-design' },
  {
    en: 'Product Manager',
    ka: 'პროდუქტის მენეჯერი',
    technologies: ['jira', 'confluence'],
    jobFunction: 'product-management',
  },
  {
    en: 'IT Project Manager',
    ka: 'IT პროექტის მენეჯერი',
    technologies: ['jira', 'scrum'],
    jobFunction: 'project-management',
  },
  { en: 'Scrum Master', ka: 'სქრამ მასტერი', technologies: ['scrum', 'kanban', 'jira'], jobFunction: 'scrum-master' },
  {
    en: 'Business Analyst',
    ka: 'ბიზნეს ანალიტიკოსი',
    technologies: ['sql', 'confluence'],
    jobFunction: 'business-analysis',
  },
  {
    en: 'Information Security Specialist',
    ka: 'ინფორმაციული უსაფრთხოების სპეციალისტი',
    technologies: ['owasp', 'splunk'],
    jobFunction: 'security-engineering',
  },
  {
    en: 'Penetration Tester',
    ka: 'შეღწევადობის ტესტერი',
    technologies: ['burp-suite', 'kali-linux', 'nmap'],
    jobFunction: 'penetration-testing',
  },
  {
    en: 'System Administrator',
    ka: 'სისტემური ადმინისტრატორი',
    technologies: ['linux', 'bash', 'nginx'],
    jobFunction: 'system-administration',
  },
  { en: 'IT Support Specialist', ka: 'IT მხარდაჭერის სპეციალისტი', technologies: ['git'], jobFunction: 'help-desk' },
  {
    en: 'Game Developer (Unity)',
    ka: 'თამაშების დეველოპერი (Unity)',
    technologies: ['unity', 'csharp'],
    jobFunction: 'game-development',
  },
  {
    en: 'Embedded C++ Engineer',
    ka: 'ჩაშენებული სისტემების C++ ინჟინერი',
    technologies: ['cpp', 'c', 'linux'],
    jobFunction: 'embedded-development',
  },
  { en: 'Software Developer', ka: 'პროგრამისტი', technologies: ['git', 'sql'], jobFunction: 'software-development' },
  {
    en: 'Engineering Manager',
    ka: 'საინჟინრო გუნდის მენეჯერი',
    technologies: ['microservices'],
    jobFunction: 'engineering-management',
  },
];

/** Seniority in front of a title, with the experience level it stands for ('' = none named). */
export const LEVELS: { en: string; ka: string; experience: string }[] = [
  { en: '', ka: '', experience: 'middle' },
  { en: 'Junior ', ka: 'უმცროსი ', experience: 'junior' },
  { en: 'Middle ', ka: 'საშუალო დონის ', experience: 'middle' },
  { en: 'Senior ', ka: 'უფროსი ', experience: 'senior' },
  { en: 'Senior ', ka: 'უფროსი ', experience: 'senior' },
  { en: 'Lead ', ka: 'წამყვანი ', experience: 'lead' },
  { en: 'Intern ', ka: 'სტაჟიორი ', experience: 'intern' },
];

/** Georgian company names: adjective + noun + ending (14 × 14 × 8 distinct names). */
export const GEORGIAN_NAME_PARTS = {
  first: [
    'ციფრული',
    'ქართული',
    'ახალი',
    'ჭკვიანი',
    'ღია',
    'სწრაფი',
    'მწვანე',
    'ოქროს',
    'ცისფერი',
    'თბილისის',
    'კავკასიური',
    'მთის',
    'ზღვის',
    'ნათელი',
  ],
  second: [
    'სისტემები',
    'ტექნოლოგიები',
    'კოდი',
    'ლაბორატორია',
    'გადაწყვეტილებები',
    'სერვისები',
    'ქსელი',
    'პროგრამები',
    'სტუდია',
    'ინოვაციები',
    'ფინანსები',
    'ბანკი',
    'აკადემია',
    'ღრუბელი',
  ],
  third: ['', ' ჯგუფი', ' ჰაბი', ' საქართველო', ' პლიუსი', ' 2.0', ' ლაბსი', ' და პარტნიორები'],
};

/** Latin company names: word + word + ending (30 × 20 × 7), and "Bank of Tbilisi Labs" ones. */
export const LATIN_NAME_PARTS = {
  first: [
    'Kartuli',
    'Caucasus',
    'Tbilisi',
    'Batumi',
    'Colchis',
    'Iberia',
    'Mtatsminda',
    'Rustaveli',
    'Alpha',
    'Nova',
    'Blue',
    'Bright',
    'Pixel',
    'Quantum',
    'Silk Road',
    'Golden Fleece',
    'Kura',
    'Rioni',
    'Svaneti',
    'Kazbegi',
    'Vake',
    'Saburtalo',
    'Digital',
    'Smart',
    'Open',
    'Cloud',
    'Data',
    'Green',
    'Red',
    'North',
  ],
  second: [
    'Code',
    'Labs',
    'Systems',
    'Software',
    'Tech',
    'Solutions',
    'Digital',
    'Soft',
    'Apps',
    'Bank',
    'Pay',
    'Networks',
    'Analytics',
    'Studio',
    'Cloud',
    'Data',
    'AI',
    'Dev',
    'Works',
    'Group',
  ],
  third: ['', ' Labs', ' Group', ' Georgia', ' Hub', ' LLC', ' Technologies'],
  ofFirst: ['Bank', 'Institute', 'House', 'Guild'],
  ofCity: ['Tbilisi', 'Batumi', 'Kutaisi', 'Rustavi', 'Zugdidi', 'Gori', 'Poti', 'Telavi'],
  ofLast: ['Labs', 'Digital', 'Tech'],
};

export const TAGLINES = [
  'Software for hotels and travel across the Caucasus',
  'Payments and banking that just work',
  'We build web and mobile products for clients in Europe',
  'Data platforms for retail and logistics',
  'Cloud infrastructure and DevOps as a service',
  'Games made in Georgia, played everywhere',
  'Healthcare software for clinics and labs',
  'E-commerce for the whole region',
  'Cybersecurity for banks and telecoms',
  'Learning platforms for schools and universities',
  'Fintech from Tbilisi',
  'An outsourcing team of 200 engineers',
];

/** Vacancy description paragraphs; {title} and {company} are replaced per vacancy. */
export const DESCRIPTION_EN = {
  intro: [
    '{company} is looking for a {title} to join a product team that ships every week.',
    'We are hiring a {title} at {company} to help us build the next version of our platform.',
    'Join {company} as a {title} and work on software used by thousands of people in Georgia.',
    '{company} is growing and needs a {title} for a new team in the Tbilisi office.',
  ],
  body: [
    'You will design, build and maintain features end to end, review code and help the team keep quality high. We offer health insurance, a learning budget and flexible hours.',
    'You will work closely with designers and product managers, take part in planning and own your part of the system in production. Good written English is a plus.',
    'You will improve performance and reliability, automate what can be automated and share what you learn with the team. We offer a hybrid schedule and a modern laptop.',
  ],
};

export const DESCRIPTION_KA = {
  intro: [
    '{company} ეძებს პოზიციაზე „{title}“ თანამშრომელს პროდუქტის გუნდში, რომელიც ყოველკვირეულად უშვებს ახალ ვერსიებს.',
    '{company} აცხადებს ვაკანსიას: {title}. დაგვეხმარეთ ჩვენი პლატფორმის ახალი ვერსიის შექმნაში.',
    'შემოუერთდით {company}-ს პოზიციაზე „{title}“ და იმუშავეთ პროდუქტზე, რომელსაც საქართველოში ათასობით ადამიანი იყენებს.',
  ],
  body: [
    'თქვენ დააპროექტებთ, შექმნით და მხარს დაუჭერთ ახალ ფუნქციონალს, გადახედავთ კოდს და დაეხმარებით გუნდს ხარისხის შენარჩუნებაში. გთავაზობთ ჯანმრთელობის დაზღვევას და სწავლის ბიუჯეტს.',
    'თქვენ იმუშავებთ დიზაინერებთან და პროდუქტის მენეჯერებთან, მონაწილეობას მიიღებთ დაგეგმვაში და პასუხისმგებელი იქნებით სისტემის თქვენს ნაწილზე. გთავაზობთ ჰიბრიდულ გრაფიკს.',
  ],
};

export const FIRST_NAMES = [
  'Giorgi',
  'Nino',
  'Luka',
  'Mariam',
  'Davit',
  'Ana',
  'Levan',
  'Tamar',
  'Irakli',
  'Salome',
  'Nika',
  'Elene',
  'Sandro',
  'Natia',
  'Zurab',
  'Keti',
];
export const LAST_NAMES = [
  'Beridze',
  'Kapanadze',
  'Gelashvili',
  'Maisuradze',
  'Giorgadze',
  'Lomidze',
  'Tsiklauri',
  'Bolkvadze',
  'Kvaratskhelia',
  'Nozadze',
  'Abashidze',
  'Chikovani',
];
export const FIRST_NAMES_KA = ['გიორგი', 'ნინო', 'ლუკა', 'მარიამ', 'დავით', 'ანა', 'ლევან', 'თამარ'];
export const LAST_NAMES_KA = [
  'ბერიძე',
  'კაპანაძე',
  'გელაშვილი',
  'მაისურაძე',
  'გიორგაძე',
  'ლომიძე',
  'წიკლაური',
  'ბოლქვაძე',
];
