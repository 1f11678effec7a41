import { ApplicationStatus } from '../../../../shared/enums.js';

/**
 * A talent's application to a demo vacancy. The talent is named by full name (demoTalents, or the
 * demo sign-in talent), the vacancy by its key in demo/vacancies.ts. It was sent `appliedDaysAgo`
 * days before the seeding moment: after the vacancy was published and, for an ended one, before it
 * ended. Every application carries the talent's one demo CV.
 */
export interface DemoApplication {
  talentName: string;
  vacancyKey: string;
  status: ApplicationStatus;
  appliedDaysAgo: number;
  phone: string;
  message?: string;
}

/** A vacancy the demo sign-in talent saved, that many days ago. */
export interface DemoFavoriteVacancy {
  vacancyKey: string;
  savedDaysAgo: number;
}

/** A talent a company saved (favourite applicant) after they applied to it. */
export interface DemoSavedTalent {
  companyKey: string;
  talentName: string;
  savedDaysAgo: number;
}

const { New, Viewed, Shortlisted, Interview, Offer, Hired, Rejected } = ApplicationStatus;

/** Each talent gives the same phone in all their applications. */
const PHONES: Record<string, string> = {
  'Nino Beridze': '+995 555 14 27 83',
  'Giorgi Kapanadze': '+995 599 31 08 46',
  'Mariam Lomidze': '+995 577 62 19 05',
  'Luka Tsiklauri': '+995 551 48 73 20',
  'Ana Gelashvili': '+995 593 07 56 12',
  'Davit Maisuradze': '+995 568 24 91 37',
  'Tamar Kvaratskhelia': '+995 595 83 40 61',
  'Levan Abashidze': '+995 558 16 62 94',
  'Elene Chkheidze': '+995 574 39 05 28',
  'Irakli Jakeli': '+995 591 70 84 13',
  'Salome Mchedlishvili': '+995 557 25 36 79',
  'Nika Shengelia': '+995 598 64 12 50',
  'Nutsa Gogoladze': '+995 579 41 88 06',
  'Sandro Kiknadze': '+995 550 93 27 41',
  'Ketevan Janelidze': '+995 592 18 65 34',
  'Zurab Nozadze': '+995 571 56 03 92',
  'Natia Tsereteli': '+995 596 02 74 18',
  'Beka Gvaramia': '+995 555 87 49 63',
  'Ana Demo': '+995 555 12 34 56',
};

const apply = (
  talentName: string,
  vacancyKey: string,
  status: ApplicationStatus,
  appliedDaysAgo: number,
  message?: string,
): DemoApplication => ({
  talentName,
  vacancyKey,
  status,
  appliedDaysAgo,
  phone: PHONES[talentName],
  ...(message ? { message } : {}),
});

/**
 * The demo talents' applications: most to open vacancies, a few to ended ones (where the hire was
 * made or the applicant turned down), in every status. Kartuli Code, the company the demo company
 * login signs in to, gets the most, so its applicant lists show every status.
 */
export const demoApplications: DemoApplication[] = [
  // Kartuli Code
  apply(
    'Nino Beridze',
    'kartuli-code-senior-frontend',
    New,
    1,
    'Hello! I have six years of React and TypeScript behind me, the last two leading the frontend of a travel booking product, so your hotel platform feels very familiar. I would love to talk.',
  ),
  apply('Luka Tsiklauri', 'kartuli-code-senior-frontend', New, 0),
  apply(
    'Natia Tsereteli',
    'kartuli-code-senior-frontend',
    Viewed,
    1,
    'გამარჯობა! ვარ ფრონტენდ დეველოპერი React-ისა და Next.js-ის ხუთწლიანი გამოცდილებით. დიდი სიამოვნებით შევუერთდებოდი თქვენს გუნდს.',
  ),
  apply(
    'Davit Maisuradze',
    'kartuli-code-node-backend',
    Shortlisted,
    4,
    'I build Node.js services with NestJS and PostgreSQL every day and have run them on AWS for three years. My GitHub has a few open-source NestJS modules.',
  ),
  apply(
    'Levan Abashidze',
    'kartuli-code-node-backend',
    Viewed,
    3,
    'გამარჯობა, ვმუშაობ Node.js ბექენდ დეველოპერად და მაინტერესებს თქვენი ვაკანსია. CV თან ერთვის.',
  ),
  apply('Beka Gvaramia', 'kartuli-code-node-backend', Rejected, 2),
  apply(
    'Salome Mchedlishvili',
    'kartuli-code-qa-automation',
    Interview,
    8,
    'I have automated end-to-end tests with Playwright for two product teams and set up their CI runs. Happy to show examples.',
  ),
  apply(
    'Sandro Kiknadze',
    'kartuli-code-qa-automation',
    New,
    6,
    'სალამი! ავტომატური ტესტირების გამოცდილება მაქვს Cypress-სა და Playwright-ში. მოხარული ვიქნები გასაუბრების შემთხვევაში.',
  ),
  apply('Elene Chkheidze', 'kartuli-code-qa-automation', Rejected, 7),
  apply(
    'Zurab Nozadze',
    'kartuli-code-devops-engineer',
    Interview,
    3,
    'Terraform, EKS and GitHub Actions are my daily tools; I moved our last company from EC2 scripts to Kubernetes.',
  ),
  apply(
    'Nika Shengelia',
    'kartuli-code-devops-engineer',
    Shortlisted,
    2,
    'გამარჯობა! AWS-ზე ინფრასტრუქტურის მართვის სამწლიანი გამოცდილება მაქვს. დიდი სურვილი მაქვს, თქვენთან ვიმუშაო.',
  ),
  apply(
    'Ana Gelashvili',
    'kartuli-code-junior-frontend',
    Hired,
    70,
    'I finished a frontend bootcamp last year and built two Vue projects since. I learn fast and would be glad to grow with your team.',
  ),
  apply('Ketevan Janelidze', 'kartuli-code-junior-frontend', Rejected, 66),
  apply(
    'Tamar Kvaratskhelia',
    'kartuli-code-project-manager',
    Offer,
    35,
    'I have delivered web projects for European clients as a delivery manager for four years, with Scrum teams of up to twelve people.',
  ),

  // The other companies
  apply('Mariam Lomidze', 'mtatsminda-labs-android', New, 0),
  apply(
    'Nino Beridze',
    'mtatsminda-labs-ios',
    Viewed,
    5,
    'Swift and SwiftUI are my second love after React; I shipped two apps to the App Store on my own.',
  ),
  apply('Levan Abashidze', 'mtatsminda-labs-java-backend', Interview, 10),
  apply(
    'Natia Tsereteli',
    'mtatsminda-labs-product-designer',
    Shortlisted,
    12,
    'ჩემი პორტფოლიო CV-შია: მობილური აპლიკაციების დიზაინი და მომხმარებლების კვლევა.',
  ),
  apply(
    'Ketevan Janelidze',
    'rioni-data-data-engineer',
    New,
    3,
    'I write SQL and Python every day as a data analyst and want to move to data engineering. I have built Airflow pipelines for my team.',
  ),
  apply('Irakli Jakeli', 'batumi-bytes-laravel', Rejected, 5),
  apply('Davit Maisuradze', 'colchis-cloud-senior-devops', New, 2),
  apply(
    'Mariam Lomidze',
    'colchis-cloud-sre-lead',
    Viewed,
    9,
    'I have led a platform team of five for two years and care a lot about on-call that does not burn people out.',
  ),
  apply('Sandro Kiknadze', 'narikala-games-unity-developer', Viewed, 3),
  apply(
    'Beka Gvaramia',
    'alazani-health-django-backend',
    Interview,
    6,
    'გამარჯობა! Django-ზე და PostgreSQL-ზე ოთხი წელია ვმუშაობ, მათ შორის სამედიცინო ჩანაწერების სისტემაზე.',
  ),
  apply(
    'Luka Tsiklauri',
    'vardzia-systems-go-backend',
    Offer,
    13,
    'I have written Go services for telemetry ingestion at 50k messages per second and would like to do it for real vehicles.',
  ),
  apply('Giorgi Kapanadze', 'bazari-tech-senior-java-search', New, 1),
  apply('Natia Tsereteli', 'bazari-tech-product-designer', Rejected, 7),
  apply(
    'Elene Chkheidze',
    'ushba-ai-speech-ml-engineer',
    Shortlisted,
    4,
    'My master thesis was on speech recognition for Georgian with wav2vec 2.0; I would love to keep working on it.',
  ),
  apply('Ketevan Janelidze', 'mtatsminda-labs-data-analyst', Rejected, 85),
  apply(
    'Nika Shengelia',
    'colchis-cloud-platform-engineer',
    Hired,
    110,
    'გამარჯობა! Kubernetes-ის კლასტერების მართვის გამოცდილება მაქვს და მინდა პლატფორმის გუნდში ვიმუშაო.',
  ),
  apply('Tamar Kvaratskhelia', 'rustavi-robotics-computer-vision', New, 5),
  apply(
    'Nutsa Gogoladze',
    'svaneti-soft-dotnet-developer',
    Viewed,
    11,
    'I have tested and lately also written C# code for an education platform, and I would like to move to development full time.',
  ),
];

/** The demo sign-in talent (demoLogins.talent): three applications to three companies, one of them Kartuli Code. */
export const signInTalentApplications: DemoApplication[] = [
  apply(
    'Ana Demo',
    'kartuli-code-node-backend',
    Interview,
    3,
    'Hello! I build TypeScript services on Node.js and PostgreSQL and enjoy the frontend side with React too. Looking forward to hearing from you.',
  ),
  apply('Ana Demo', 'alazani-health-react-native', Viewed, 2),
  apply(
    'Ana Demo',
    'batumi-bytes-vue-frontend',
    New,
    1,
    'გამარჯობა! მაინტერესებს თქვენი ვაკანსია, Vue-სთან ერთად React-იც კარგად ვიცი.',
  ),
];

/** The demo sign-in talent's saved vacancies. */
export const signInTalentFavoriteVacancies: DemoFavoriteVacancy[] = [
  { vacancyKey: 'kartuli-code-senior-frontend', savedDaysAgo: 1 },
  { vacancyKey: 'colchis-cloud-senior-devops', savedDaysAgo: 2 },
];

/** Kartuli Code's saved talents: two who applied to it. */
export const demoSavedTalents: DemoSavedTalent[] = [
  { companyKey: 'kartuli-code', talentName: 'Salome Mchedlishvili', savedDaysAgo: 7 },
  { companyKey: 'kartuli-code', talentName: 'Davit Maisuradze', savedDaysAgo: 3 },
];
