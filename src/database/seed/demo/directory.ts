import { Currency } from '../../../../shared/enums.js';

/** Anonymous profiles of demo talents in the talent directory (issue 24), so a company's search
 *  finds people in the demo. Keys name reference data (technologies, fields, levels, cities). */
export interface DemoDirectoryProfile {
  fullName: string;
  field: string;
  experience: string;
  years: number;
  technologies: string[];
  cities: string[];
  formats: string[];
  salary: { min: number; max: number; currency: Currency; shown: boolean };
  /** Counts, anonymously, in the salary insights (talent_profile.share_salary_for_insights). */
  sharesSalaryForInsights?: boolean;
  headline: string;
  headlineGe: string;
  summary: string;
  summaryGe: string;
}

export const demoDirectoryProfiles: DemoDirectoryProfile[] = [
  {
    fullName: 'Nino Beridze',
    field: 'software-engineering',
    experience: 'senior',
    years: 8,
    technologies: ['go', 'postgresql', 'kubernetes', 'kafka'],
    cities: ['tbilisi'],
    formats: ['remote', 'hybrid'],
    salary: { min: 7000, max: 9000, currency: Currency.Gel, shown: true },
    sharesSalaryForInsights: true,
    headline: 'Backend engineer: payments and high-load APIs',
    headlineGe: 'ბექენდ ინჟინერი: გადახდები და დატვირთული API-ები',
    summary: 'Eight years of Go and PostgreSQL at a Tbilisi fintech; led the move to Kubernetes.',
    summaryGe: 'რვა წელი Go-სა და PostgreSQL-ზე თბილისურ ფინტექში; ვხელმძღვანელობდი Kubernetes-ზე გადასვლას.',
  },
  {
    fullName: 'Giorgi Kapanadze',
    field: 'software-engineering',
    experience: 'middle',
    years: 4,
    technologies: ['react', 'typescript', 'nextjs'],
    cities: ['tbilisi', 'batumi'],
    formats: ['hybrid', 'on-site'],
    salary: { min: 4000, max: 5500, currency: Currency.Gel, shown: true },
    sharesSalaryForInsights: true,
    headline: 'Frontend developer who cares about accessibility',
    headlineGe: 'ფრონტენდ დეველოპერი, რომელსაც ხელმისაწვდომობა აინტერესებს',
    summary: 'React and TypeScript for e-commerce; design systems and fast pages.',
    summaryGe: 'React და TypeScript ელკომერციისთვის; დიზაინ-სისტემები და სწრაფი გვერდები.',
  },
  {
    fullName: 'Mariam Lomidze',
    field: 'data-science',
    experience: 'senior',
    years: 7,
    technologies: ['python', 'pandas', 'pytorch', 'apache-spark'],
    cities: ['tbilisi'],
    formats: ['remote'],
    salary: { min: 8000, max: 11000, currency: Currency.Gel, shown: false },
    headline: 'Data scientist: credit risk and recommendation models',
    headlineGe: 'მონაცემთა მეცნიერი: საკრედიტო რისკი და სარეკომენდაციო მოდელები',
    summary: 'Models in production for a bank and a marketplace; Spark pipelines.',
    summaryGe: 'მოდელები წარმოებაში ბანკისა და მარკეტპლეისისთვის; Spark-ის პაიპლაინები.',
  },
  {
    fullName: 'Luka Tsiklauri',
    field: 'devops',
    experience: 'middle',
    years: 5,
    technologies: ['aws', 'terraform', 'docker', 'kubernetes'],
    cities: ['kutaisi'],
    formats: ['remote'],
    salary: { min: 5000, max: 7000, currency: Currency.Dollar, shown: true },
    sharesSalaryForInsights: true,
    headline: 'DevOps engineer: AWS, Terraform, calm on-call',
    headlineGe: 'DevOps ინჟინერი: AWS, Terraform, მშვიდი მორიგეობა',
    summary: 'Infrastructure as code for three start-ups; cut cloud bills by a third.',
    summaryGe: 'ინფრასტრუქტურა კოდად სამი სტარტაპისთვის; ღრუბლის ხარჯი მესამედით შევამცირე.',
  },
  {
    fullName: 'Ana Gelashvili',
    field: 'quality-assurance',
    experience: 'junior',
    years: 2,
    technologies: ['playwright', 'javascript', 'postman'],
    cities: ['tbilisi'],
    formats: ['on-site', 'hybrid'],
    salary: { min: 2000, max: 2800, currency: Currency.Gel, shown: true },
    sharesSalaryForInsights: true,
    headline: 'QA engineer moving into test automation',
    headlineGe: 'QA ინჟინერი, ტესტების ავტომატიზაციისკენ',
    summary: 'Manual and automated testing of a banking app; Playwright suites in CI.',
    summaryGe: 'საბანკო აპლიკაციის ხელით და ავტომატური ტესტირება; Playwright-ის ტესტები CI-ში.',
  },
  {
    fullName: 'Davit Maisuradze',
    field: 'mobile-development',
    experience: 'senior',
    years: 9,
    technologies: ['kotlin', 'android', 'jetpack-compose'],
    cities: ['batumi'],
    formats: ['remote', 'hybrid'],
    salary: { min: 6500, max: 8500, currency: Currency.Gel, shown: true },
    sharesSalaryForInsights: true,
    headline: 'Android lead: Kotlin and Jetpack Compose',
    headlineGe: 'Android-ის ლიდი: Kotlin და Jetpack Compose',
    summary: 'Shipped a delivery app used by half a million people in Georgia.',
    summaryGe: 'გამოვუშვი მიტანის აპლიკაცია, რომელსაც საქართველოში ნახევარი მილიონი ადამიანი იყენებს.',
  },
  {
    fullName: 'Tamar Kvaratskhelia',
    field: 'ui-ux-design',
    experience: 'middle',
    years: 5,
    technologies: ['figma', 'adobe-xd'],
    cities: ['tbilisi'],
    formats: ['hybrid'],
    salary: { min: 3500, max: 5000, currency: Currency.Gel, shown: false },
    sharesSalaryForInsights: true,
    headline: 'Product designer for fintech and public services',
    headlineGe: 'პროდუქტის დიზაინერი ფინტექისა და საჯარო სერვისებისთვის',
    summary: 'Research, flows and design systems in English and Georgian.',
    summaryGe: 'კვლევა, ნაკადები და დიზაინ-სისტემები ინგლისურად და ქართულად.',
  },
  {
    fullName: 'Levan Abashidze',
    field: 'software-engineering',
    experience: 'lead',
    years: 12,
    technologies: ['java', 'spring', 'postgresql', 'microservices'],
    cities: ['tbilisi'],
    formats: ['on-site', 'hybrid'],
    salary: { min: 10000, max: 13000, currency: Currency.Gel, shown: true },
    sharesSalaryForInsights: true,
    headline: 'Engineering lead: Java platforms and teams of ten',
    headlineGe: 'საინჟინრო ლიდი: Java-ს პლატფორმები და ათკაციანი გუნდები',
    summary: 'Built and led the core banking platform team; mentor and hiring manager.',
    summaryGe: 'შევქმენი და ვხელმძღვანელობდი ძირითადი საბანკო პლატფორმის გუნდს; მენტორი და დაქირავების მენეჯერი.',
  },
];
