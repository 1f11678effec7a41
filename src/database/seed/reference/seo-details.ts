import type { SeoDetailSeed } from './types.js';

/** Default <title> and meta description of each kind of page, in both languages. */
export const seoDetails: SeoDetailSeed[] = [
  {
    pageKind: 'home',
    titleEn: 'TechBoard.ge – Tech Jobs and IT Companies in Georgia',
    titleGe: 'TechBoard.ge – IT ვაკანსიები და ტექ კომპანიები საქართველოში',
    descriptionEn:
      'Find IT and tech jobs in Tbilisi, Batumi and across Georgia. Browse vacancies from verified tech companies, compare employers and apply for free.',
    descriptionGe:
      'იპოვეთ IT ვაკანსიები თბილისში, ბათუმსა და მთელ საქართველოში. დაათვალიერეთ ვერიფიცირებული კომპანიების შეთავაზებები და გაგზავნეთ განაცხადი უფასოდ.',
  },
  {
    pageKind: 'aboutUs',
    titleEn: 'About TechBoard.ge – Georgia’s Free Tech Job Board',
    titleGe: 'TechBoard.ge-ის შესახებ – უფასო IT ვაკანსიების პლატფორმა',
    descriptionEn:
      'TechBoard.ge connects tech talent with companies in Georgia. Employers post unlimited vacancies for free, and job seekers find roles that fit their skills.',
    descriptionGe:
      'TechBoard.ge საქართველოს ტექ კომპანიებს სპეციალისტებთან აკავშირებს. დამსაქმებლები ულიმიტო ვაკანსიებს უფასოდ აქვეყნებენ, კანდიდატები კი შესაფერის პოზიციებს პოულობენ.',
  },
  {
    pageKind: 'companies',
    titleEn: 'Tech Companies in Georgia: Profiles & Benefits | TechBoard.ge',
    titleGe: 'IT კომპანიები საქართველოში – პროფილები | TechBoard.ge',
    descriptionEn:
      'Explore tech companies hiring in Georgia: their teams, technology stacks, benefits and open positions. Find the employer that fits the way you want to work.',
    descriptionGe:
      'გაეცანით საქართველოში მოქმედ ტექ კომპანიებს: მათ გუნდებს, ტექნოლოგიებს, შეღავათებსა და ღია ვაკანსიებს. იპოვეთ დამსაქმებელი, რომელიც თქვენს მოლოდინს შეესაბამება.',
  },
  {
    pageKind: 'vacancies',
    titleEn: 'IT Jobs in Georgia – Latest Tech Vacancies | TechBoard.ge',
    titleGe: 'IT ვაკანსიები საქართველოში – ახალი შეთავაზებები | TechBoard.ge',
    descriptionEn:
      'Browse the latest developer, QA, DevOps, data and design jobs in Georgia. Filter by technology, city, salary and remote work, and apply in a few clicks.',
    descriptionGe:
      'დაათვალიერეთ დეველოპერის, QA, DevOps, მონაცემებისა და დიზაინის უახლესი ვაკანსიები. გაფილტრეთ ტექნოლოგიის, ქალაქის, ხელფასისა და დისტანციური მუშაობის მიხედვით.',
  },
  {
    pageKind: 'auth',
    titleEn: 'Sign In or Create Your Free Account | TechBoard.ge',
    titleGe: 'შესვლა ან უფასო ანგარიშის შექმნა | TechBoard.ge',
    descriptionEn:
      'Sign in to TechBoard.ge to apply for tech jobs, save vacancies and manage your profile, or register your company and publish vacancies for free.',
    descriptionGe:
      'შედით TechBoard.ge-ზე, რომ გაგზავნოთ განაცხადები, შეინახოთ ვაკანსიები და მართოთ პროფილი, ან დაარეგისტრირეთ კომპანია და განათავსეთ ვაკანსიები უფასოდ.',
  },
  {
    pageKind: 'staticPages',
    titleEn: 'Terms of Use, Privacy Policy and Support | TechBoard.ge',
    titleGe: 'წესები, კონფიდენციალურობა და მხარდაჭერა | TechBoard.ge',
    descriptionEn:
      'Read the TechBoard.ge terms of use and privacy policy, learn how we protect your personal data, and find out how to reach our support team.',
    descriptionGe:
      'გაეცანით TechBoard.ge-ის გამოყენების წესებსა და კონფიდენციალურობის პოლიტიკას: როგორ ვიცავთ თქვენს პერსონალურ მონაცემებს და როგორ დაგვიკავშირდეთ.',
  },
  {
    pageKind: 'compare',
    titleEn: 'Compare Tech Companies in Georgia Side by Side | TechBoard.ge',
    titleGe: 'შეადარეთ საქართველოს ტექ კომპანიები | TechBoard.ge',
    descriptionEn:
      'Compare Georgian tech employers side by side: size, technologies, benefits, paid leave and open vacancies. Choose your next workplace with confidence.',
    descriptionGe:
      'შეადარეთ ტექ დამსაქმებლები: კომპანიის ზომა, ტექნოლოგიები, შეღავათები, შვებულების დღეები და ღია ვაკანსიები. აირჩიეთ შემდეგი სამსახური თავდაჯერებულად.',
  },
  {
    pageKind: 'blog',
    titleEn: 'Tech Careers Blog: Advice, Salaries, News | TechBoard.ge',
    titleGe: 'ბლოგი ტექ კარიერაზე – რჩევები და სიახლეები | TechBoard.ge',
    descriptionEn:
      'Career advice, salary insights, interview tips and news from Georgia’s tech industry: practical reading for developers, designers, testers and hiring teams.',
    descriptionGe:
      'კარიერული რჩევები, ხელფასების მიმოხილვა, გასაუბრების რჩევები და სიახლეები საქართველოს ტექ ინდუსტრიიდან — დეველოპერებისთვის, დიზაინერებისა და დამსაქმებლებისთვის.',
  },
  {
    pageKind: 'partners',
    titleEn: 'Hire Tech Talent in Georgia – Post Vacancies Free | TechBoard.ge',
    titleGe: 'დაიქირავეთ ტექ სპეციალისტები – ვაკანსიები უფასოდ | TechBoard.ge',
    descriptionEn:
      'Register your company on TechBoard.ge: publish unlimited tech vacancies with zero fees, reach developers, designers and engineers across Georgia, and hire faster.',
    descriptionGe:
      'დაარეგისტრირეთ კომპანია TechBoard.ge-ზე: განათავსეთ ულიმიტო ტექ ვაკანსია უფასოდ, მიაღწიეთ დეველოპერებს, დიზაინერებსა და ინჟინრებს მთელ საქართველოში.',
  },
  {
    pageKind: 'notFound',
    titleEn: 'Page Not Found – Keep Exploring Tech Jobs | TechBoard.ge',
    titleGe: 'გვერდი ვერ მოიძებნა – განაგრძეთ ძიება | TechBoard.ge',
    descriptionEn:
      'The page you are looking for does not exist or has moved. Head back to TechBoard.ge to browse the latest tech jobs and companies in Georgia.',
    descriptionGe:
      'გვერდი, რომელსაც ეძებთ, არ არსებობს ან გადატანილია. დაბრუნდით TechBoard.ge-ზე და დაათვალიერეთ უახლესი IT ვაკანსიები და კომპანიები საქართველოში.',
  },
];
