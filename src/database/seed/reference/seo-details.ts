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
    pageKind: 'faq',
    titleEn: 'FAQ – Questions About Tech Jobs and Hiring | TechBoard.ge',
    titleGe: 'ხშირად დასმული კითხვები – ვაკანსიები და დაქირავება | TechBoard.ge',
    descriptionEn:
      'Answers to common questions about TechBoard.ge: creating an account, applying for vacancies, publishing jobs for free and managing your company page.',
    descriptionGe:
      'პასუხები ხშირად დასმულ კითხვებზე: ანგარიშის შექმნა, ვაკანსიებზე განაცხადის გაგზავნა, ვაკანსიების უფასოდ გამოქვეყნება და კომპანიის გვერდის მართვა.',
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
    pageKind: 'search',
    titleEn: 'Search Tech Jobs, Companies and Technologies | TechBoard.ge',
    titleGe: 'ძიება: ვაკანსიები, კომპანიები და ტექნოლოგიები | TechBoard.ge',
    descriptionEn:
      'Search TechBoard.ge in one box: open tech vacancies, IT companies in Georgia and the technologies they work with, with results as you type.',
    descriptionGe:
      'მოძებნეთ ერთ ველში: ღია IT ვაკანსიები, საქართველოს ტექ კომპანიები და ტექნოლოგიები, რომლებითაც ისინი მუშაობენ — შედეგები აკრეფისთანავე.',
  },
  {
    pageKind: 'salaries',
    titleEn: 'Tech Salaries in Georgia by Technology, Level and City | TechBoard.ge',
    titleGe: 'ტექ ხელფასები საქართველოში ტექნოლოგიის, დონისა და ქალაქის მიხედვით | TechBoard.ge',
    descriptionEn:
      'Median monthly salaries of developers, QA, DevOps and data roles in Georgia, from real vacancies of the last 12 months: ranges, quarterly trends and figures by technology, level and city.',
    descriptionGe:
      'დეველოპერების, QA, DevOps და მონაცემთა სპეციალისტების თვიური ხელფასის მედიანა საქართველოში, ბოლო 12 თვის ვაკანსიებიდან: დიაპაზონი, კვარტლური დინამიკა და მონაცემები ტექნოლოგიის, დონისა და ქალაქის მიხედვით.',
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
    pageKind: 'newsUnsubscribe',
    titleEn: 'Unsubscribe from the Weekly News | TechBoard.ge',
    titleGe: 'სიახლეების გამოწერის გაუქმება | TechBoard.ge',
    descriptionEn:
      'Stop receiving the weekly TechBoard.ge news by e-mail. You can subscribe again at any time on the news page.',
    descriptionGe:
      'შეწყვიტეთ TechBoard.ge-ის ყოველკვირეული სიახლეების მიღება ელფოსტით. ხელახლა გამოწერა ნებისმიერ დროს შეგიძლიათ სიახლეების გვერდზე.',
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
    pageKind: 'signIn',
    titleEn: 'Sign In to Your Account | TechBoard.ge',
    titleGe: 'ანგარიშში შესვლა | TechBoard.ge',
    descriptionEn:
      'Sign in to TechBoard.ge to apply for tech jobs, follow your applications and saved vacancies, or manage your company’s vacancies and applicants.',
    descriptionGe:
      'შედით TechBoard.ge-ზე, რომ გაგზავნოთ განაცხადები, თვალი ადევნოთ მათ და შენახულ ვაკანსიებს, ან მართოთ კომპანიის ვაკანსიები და კანდიდატები.',
  },
  {
    pageKind: 'signUp',
    titleEn: 'Create Your Free Account – Talent or Company | TechBoard.ge',
    titleGe: 'უფასო ანგარიშის შექმნა – კანდიდატი ან კომპანია | TechBoard.ge',
    descriptionEn:
      'Register on TechBoard.ge for free: as a tech specialist to apply for jobs in Georgia, or as a company to publish unlimited vacancies at no cost.',
    descriptionGe:
      'დარეგისტრირდით TechBoard.ge-ზე უფასოდ: როგორც სპეციალისტი, რომ გაგზავნოთ განაცხადები, ან როგორც კომპანია, რომ ულიმიტოდ და უფასოდ გამოაქვეყნოთ ვაკანსიები.',
  },
  {
    pageKind: 'passwordRecovery',
    titleEn: 'Reset Your Password | TechBoard.ge',
    titleGe: 'პაროლის აღდგენა | TechBoard.ge',
    descriptionEn:
      'Forgot your TechBoard.ge password? Enter your e-mail address and we will send you a link to choose a new one.',
    descriptionGe:
      'დაგავიწყდათ TechBoard.ge-ის პაროლი? შეიყვანეთ ელფოსტის მისამართი და გამოგიგზავნით ბმულს ახალი პაროლის ასარჩევად.',
  },
  {
    pageKind: 'welcome',
    titleEn: 'Welcome to TechBoard.ge – Your Account Is Ready',
    titleGe: 'მოგესალმებით TechBoard.ge-ზე – ანგარიში მზადაა',
    descriptionEn:
      'Your TechBoard.ge account has been created. Verify your e-mail address, complete your profile and start exploring tech jobs in Georgia.',
    descriptionGe:
      'თქვენი TechBoard.ge-ის ანგარიში შექმნილია. დაადასტურეთ ელფოსტა, შეავსეთ პროფილი და დაიწყეთ IT ვაკანსიების დათვალიერება.',
  },
  {
    pageKind: 'verifyEmail',
    titleEn: 'Verify Your E-mail Address | TechBoard.ge',
    titleGe: 'ელფოსტის დადასტურება | TechBoard.ge',
    descriptionEn:
      'Confirm the e-mail address of your TechBoard.ge account to apply for vacancies and receive notifications about new jobs.',
    descriptionGe:
      'დაადასტურეთ TechBoard.ge-ის ანგარიშის ელფოსტა, რომ გაგზავნოთ განაცხადები და მიიღოთ შეტყობინებები ახალი ვაკანსიების შესახებ.',
  },
  {
    pageKind: 'talentPanel',
    titleEn: 'My Profile, Applications and Saved Jobs | TechBoard.ge',
    titleGe: 'ჩემი პროფილი, განაცხადები და შენახული ვაკანსიები | TechBoard.ge',
    descriptionEn:
      'Your TechBoard.ge panel: your profile and CV, your applications and saved vacancies, your subscriptions and your account settings.',
    descriptionGe:
      'თქვენი TechBoard.ge-ის პანელი: პროფილი და CV, განაცხადები და შენახული ვაკანსიები, გამოწერები და ანგარიშის პარამეტრები.',
  },
  {
    pageKind: 'companyPanel',
    titleEn: 'Company Panel – Vacancies and Applicants | TechBoard.ge',
    titleGe: 'კომპანიის პანელი – ვაკანსიები და კანდიდატები | TechBoard.ge',
    descriptionEn:
      'Manage your company on TechBoard.ge: its profile, benefits and technologies, its vacancies and applicants, saved talents and statistics.',
    descriptionGe:
      'მართეთ კომპანია TechBoard.ge-ზე: პროფილი, შეღავათები და ტექნოლოგიები, ვაკანსიები და კანდიდატები, შენახული ტალანტები და სტატისტიკა.',
  },
  {
    pageKind: 'backOffice',
    titleEn: 'Back Office | TechBoard.ge',
    titleGe: 'ადმინისტრირების პანელი | TechBoard.ge',
    descriptionEn:
      'The TechBoard.ge back office for staff: accounts, companies, moderation, reports, support tickets and the content of the site.',
    descriptionGe:
      'TechBoard.ge-ის ადმინისტრირების პანელი თანამშრომლებისთვის: ანგარიშები, კომპანიები, მოდერაცია, საჩივრები, მხარდაჭერა და საიტის კონტენტი.',
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
    pageKind: 'privacyPolicy',
    titleEn: 'Privacy Policy – How We Protect Your Data | TechBoard.ge',
    titleGe: 'კონფიდენციალურობის პოლიტიკა | TechBoard.ge',
    descriptionEn:
      'How TechBoard.ge collects, uses and protects your personal data, how long we keep it, and the rights you have over it.',
    descriptionGe:
      'როგორ აგროვებს, იყენებს და იცავს TechBoard.ge თქვენს პერსონალურ მონაცემებს, რამდენ ხანს ინახება ისინი და რა უფლებები გაქვთ.',
  },
  {
    pageKind: 'termsOfUse',
    titleEn: 'Terms of Use for Job Seekers and Companies | TechBoard.ge',
    titleGe: 'გამოყენების წესები | TechBoard.ge',
    descriptionEn:
      'The terms of using TechBoard.ge for job seekers and companies: accounts, vacancies, reviews, acceptable use and our responsibilities.',
    descriptionGe:
      'TechBoard.ge-ის გამოყენების წესები კანდიდატებისა და კომპანიებისთვის: ანგარიშები, ვაკანსიები, შეფასებები, დასაშვები გამოყენება და ჩვენი ვალდებულებები.',
  },
  {
    pageKind: 'support',
    titleEn: 'Support and Contact | TechBoard.ge',
    titleGe: 'მხარდაჭერა და კონტაქტი | TechBoard.ge',
    descriptionEn:
      'Need help with TechBoard.ge? Find out how to reach our support team by e-mail, phone or chat, and what we can help you with.',
    descriptionGe:
      'გჭირდებათ დახმარება? გაიგეთ, როგორ დაუკავშირდეთ TechBoard.ge-ის მხარდაჭერის გუნდს ელფოსტით, ტელეფონით ან ჩატით.',
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
