import type { FaqSeed } from './types.js';

/** Frequently asked questions, grouped by audience; orderIndex orders them within the whole list. */
export const faqItems: FaqSeed[] = [
  // Employers
  {
    key: 'employers-cost',
    category: 'employers',
    questionEn: 'How much does it cost to publish a vacancy?',
    questionGe: 'რა ღირს ვაკანსიის გამოქვეყნება?',
    answerEn:
      'Nothing. Companies publish **unlimited vacancies at no cost**: there are no credits, paid packages or hidden fees.',
    answerGe:
      'არაფერი. კომპანიები **ულიმიტო ვაკანსიებს უფასოდ** აქვეყნებენ: არც კრედიტები, არც ფასიანი პაკეტები და არც ფარული გადასახადები არ არსებობს.',
    orderIndex: 1,
  },
  {
    key: 'employers-create-profile',
    category: 'employers',
    questionEn: 'How do I create a company profile?',
    questionGe: 'როგორ შევქმნა კომპანიის პროფილი?',
    answerEn:
      'Register with a company account and confirm your e-mail. Then complete the profile: logo, cover image, a short description, team size, technologies, benefits and key facts such as the founding year and the number of employees in Georgia. A complete profile gets noticeably more attention from candidates.',
    answerGe:
      'დარეგისტრირდით კომპანიის ანგარიშით და დაადასტურეთ ელფოსტა. შემდეგ შეავსეთ პროფილი: ლოგო, ყდის სურათი, მოკლე აღწერა, გუნდის ზომა, ტექნოლოგიები, შეღავათები და ძირითადი ფაქტები, მაგალითად, დაარსების წელი და თანამშრომლების რაოდენობა საქართველოში. სრულად შევსებული პროფილი კანდიდატების ყურადღებას შესამჩნევად მეტად იპყრობს.',
    orderIndex: 2,
  },
  {
    key: 'employers-verification',
    category: 'employers',
    questionEn: 'What does the “verified” badge mean and how do we get it?',
    questionGe: 'რას ნიშნავს ვერიფიკაციის ნიშანი და როგორ მივიღოთ ის?',
    answerEn:
      'The badge tells candidates that the profile is managed by the company itself. Complete your profile and write to support@techboard.ge from an address on your company’s domain; verification usually takes one to two working days.',
    answerGe:
      'ნიშანი კანდიდატებს აჩვენებს, რომ პროფილს თავად კომპანია მართავს. სრულად შეავსეთ პროფილი და მოგვწერეთ მისამართზე support@techboard.ge კომპანიის დომენზე არსებული ელფოსტიდან. ვერიფიკაციას, როგორც წესი, ერთი-ორი სამუშაო დღე სჭირდება.',
    orderIndex: 3,
  },
  {
    key: 'employers-claim-profile',
    category: 'employers',
    questionEn: 'Our company is already listed. How do we take over the profile?',
    questionGe: 'ჩვენი კომპანია საიტზე უკვე არის. როგორ ვმართოთ ეს პროფილი?',
    answerEn:
      'Some profiles are created from public information so that talents can find the company. Claim the profile from the company page or e-mail us from a corporate address; after a short check we hand it over to you, together with its vacancies.',
    answerGe:
      'ზოგიერთი პროფილი საჯარო ინფორმაციის საფუძველზე იქმნება, რათა სპეციალისტებმა კომპანია იპოვონ. მოითხოვეთ პროფილი კომპანიის გვერდიდან ან მოგვწერეთ კორპორაციული ელფოსტიდან. მოკლე შემოწმების შემდეგ პროფილს ვაკანსიებიანად გადმოგცემთ.',
    orderIndex: 4,
  },
  {
    key: 'employers-vacancy-duration',
    category: 'employers',
    questionEn: 'How long does a vacancy stay online?',
    questionGe: 'რამდენ ხანს რჩება ვაკანსია აქტიური?',
    answerEn:
      'Until the deadline you set when publishing it. You can end a vacancy earlier once the position is filled, or publish it again later if you are still looking.',
    answerGe:
      'გამოქვეყნებისას თქვენ მიერ მითითებულ ბოლო ვადამდე. პოზიციის შევსების შემდეგ ვაკანსიის დასრულება ვადაზე ადრეც შეგიძლიათ, ხოლო თუ ძიებას აგრძელებთ, მოგვიანებით ხელახლა გამოაქვეყნეთ.',
    orderIndex: 5,
  },
  {
    key: 'employers-salary',
    category: 'employers',
    questionEn: 'Do we have to show the salary?',
    questionGe: 'აუცილებელია ხელფასის მითითება?',
    answerEn:
      'No, but we recommend it. You can enter a salary range in GEL, USD, EUR or GBP and decide whether to show it. Vacancies with a visible salary range receive more, and better-matched, applications.',
    answerGe:
      'არა, თუმცა გირჩევთ. შეგიძლიათ მიუთითოთ ხელფასის დიაპაზონი ლარში, დოლარში, ევროში ან გირვანქა სტერლინგში და თავად გადაწყვიტოთ, გამოჩნდეს თუ არა ის. ხილული ხელფასის მქონე ვაკანსიები მეტ და უფრო შესაბამის განაცხადს იღებს.',
    orderIndex: 6,
  },

  // Talents
  {
    key: 'talents-free',
    category: 'talents',
    questionEn: 'Is TechBoard.ge free for job seekers?',
    questionGe: 'უფასოა თუ არა TechBoard.ge სამსახურის მაძიებლებისთვის?',
    answerEn: 'Yes. Browsing vacancies, creating a profile and applying are completely free, and always will be.',
    answerGe:
      'დიახ. ვაკანსიების დათვალიერება, პროფილის შექმნა და განაცხადის გაგზავნა სრულიად უფასოა და ყოველთვის ასე იქნება.',
    orderIndex: 7,
  },
  {
    key: 'talents-account',
    category: 'talents',
    questionEn: 'Do I need an account to look for jobs?',
    questionGe: 'ვაკანსიების სანახავად ანგარიში მჭირდება?',
    answerEn:
      'No. Anyone can browse vacancies and company profiles. You need an account to apply, to save vacancies and to keep your CV ready for the next application.',
    answerGe:
      'არა. ვაკანსიებისა და კომპანიების პროფილების დათვალიერება ყველას შეუძლია. ანგარიში საჭიროა განაცხადის გასაგზავნად, ვაკანსიების შესანახად და იმისთვის, რომ CV შემდეგი განაცხადისთვის მზად გქონდეთ.',
    orderIndex: 8,
  },
  {
    key: 'talents-find-matching',
    category: 'talents',
    questionEn: 'How do I find vacancies that match my skills?',
    questionGe: 'როგორ ვიპოვო ჩემს უნარებზე მორგებული ვაკანსიები?',
    answerEn:
      'Use the filters on the vacancies page: technology, job function, experience level, city, work format (on-site, hybrid or remote), employment type and salary. You can combine several technologies, for example **React** and **TypeScript**.',
    answerGe:
      'გამოიყენეთ ფილტრები ვაკანსიების გვერდზე: ტექნოლოგია, სამუშაო ფუნქცია, გამოცდილების დონე, ქალაქი, სამუშაო ფორმატი (ოფისში, ჰიბრიდული თუ დისტანციური), დასაქმების ტიპი და ხელფასი. შეგიძლიათ რამდენიმე ტექნოლოგია ერთად აირჩიოთ, მაგალითად, **React** და **TypeScript**.',
    orderIndex: 9,
  },
  {
    key: 'talents-cv-language',
    category: 'talents',
    questionEn: 'Should my CV be in Georgian or in English?',
    questionGe: 'CV ქართულად უნდა იყოს თუ ინგლისურად?',
    answerEn:
      'Either is accepted. Many tech companies in Georgia work with international clients and prefer English, so if the vacancy is written in English, an English CV is usually the better choice.',
    answerGe:
      'ორივე მისაღებია. საქართველოში ბევრი ტექ კომპანია საერთაშორისო კლიენტებთან მუშაობს და ინგლისურ ენას ანიჭებს უპირატესობას, ამიტომ თუ ვაკანსია ინგლისურადაა დაწერილი, ჯობს, CV-ც ინგლისურად გააგზავნოთ.',
    orderIndex: 10,
  },
  {
    key: 'talents-profile-visibility',
    category: 'talents',
    questionEn: 'Who can see my profile and CV?',
    questionGe: 'ვის შეუძლია ჩემი პროფილისა და CV-ის ნახვა?',
    answerEn:
      'A company sees your CV only when you apply to one of its vacancies. Your profile is visible to employers only if you choose so in your settings. You can delete your data at any time; see the [Privacy Policy](/privacyPolicy).',
    answerGe:
      'კომპანია თქვენს CV-ს მხოლოდ მაშინ ხედავს, როდესაც მის ვაკანსიაზე განაცხადს აგზავნით. პროფილი დამსაქმებლებისთვის მხოლოდ მაშინ არის ხილული, თუ ამას პარამეტრებში თავად აირჩევთ. მონაცემების წაშლა ნებისმიერ დროს შეგიძლიათ; დეტალები იხილეთ [კონფიდენციალურობის პოლიტიკაში](/privacyPolicy).',
    orderIndex: 11,
  },
  {
    key: 'talents-salary-gross-net',
    category: 'talents',
    questionEn: 'Are the salaries shown before or after tax?',
    questionGe: 'მითითებული ხელფასი დაბეგვრამდეა თუ დაბეგვრის შემდეგ?',
    answerEn:
      'Salaries are monthly amounts set by the employer. If the vacancy does not say, ask whether the amount is gross or net: in Georgia, 20% income tax and a 2% pension contribution are deducted from the gross salary.',
    answerGe:
      'ხელფასი ყოველთვიური თანხაა, რომელსაც დამსაქმებელი უთითებს. თუ ვაკანსიაში დაზუსტებული არ არის, ჰკითხეთ, დარიცხულ თანხაზეა საუბარი თუ ხელზე ასაღებზე: საქართველოში დარიცხული ხელფასიდან 20% საშემოსავლო გადასახადი და 2% საპენსიო შენატანი იქვითება.',
    orderIndex: 12,
  },
  {
    key: 'talents-suspicious-vacancy',
    category: 'talents',
    questionEn: 'How can I tell that a vacancy is genuine?',
    questionGe: 'როგორ გავიგო, რომ ვაკანსია რეალურია?',
    answerEn:
      'Look for the verified badge on the company profile. Real employers never ask candidates to pay for training, equipment or “registration”. If something looks wrong, report it to support@techboard.ge.',
    answerGe:
      'ყურადღება მიაქციეთ ვერიფიკაციის ნიშანს კომპანიის პროფილზე. რეალური დამსაქმებელი კანდიდატს არასოდეს სთხოვს ტრენინგის, აღჭურვილობის ან „რეგისტრაციის“ საფასურის გადახდას. თუ რამე საეჭვოდ გეჩვენებათ, შეგვატყობინეთ მისამართზე support@techboard.ge.',
    orderIndex: 13,
  },

  // General
  {
    key: 'general-what-is',
    category: 'general',
    questionEn: 'What is TechBoard.ge?',
    questionGe: 'რა არის TechBoard.ge?',
    answerEn:
      'TechBoard.ge is the tech job board of Georgia: a free website that brings together vacancies, company profiles and tech professionals, from software development and QA to data, design and cybersecurity.',
    answerGe:
      'TechBoard.ge საქართველოს ტექნოლოგიური ვაკანსიების პლატფორმაა: უფასო ვებგვერდი, რომელიც ერთ სივრცეში აერთიანებს ვაკანსიებს, კომპანიების პროფილებსა და IT სპეციალისტებს — პროგრამირებიდან და ტესტირებიდან დაწყებული, მონაცემებით, დიზაინითა და კიბერუსაფრთხოებით დამთავრებული.',
    orderIndex: 14,
  },
  {
    key: 'general-cities',
    category: 'general',
    questionEn: 'Does TechBoard.ge only list jobs in Tbilisi?',
    questionGe: 'TechBoard.ge-ზე მხოლოდ თბილისის ვაკანსიებია?',
    answerEn:
      'No. You will find vacancies in Tbilisi, Batumi, Kutaisi and other cities of Georgia, as well as hybrid and fully remote positions you can do from anywhere in the country.',
    answerGe:
      'არა. აქ ნახავთ ვაკანსიებს თბილისში, ბათუმში, ქუთაისსა და საქართველოს სხვა ქალაქებში, ასევე ჰიბრიდულ და სრულად დისტანციურ პოზიციებს, რომლებზეც ქვეყნის ნებისმიერი წერტილიდან შეგიძლიათ მუშაობა.',
    orderIndex: 15,
  },
  {
    key: 'general-languages',
    category: 'general',
    questionEn: 'Is the site available in English?',
    questionGe: 'საიტი ინგლისურადაც მუშაობს?',
    answerEn:
      'Yes. Every page is available in Georgian and in English; switch the language at the top of the page. Companies can describe themselves and their vacancies in both languages.',
    answerGe:
      'დიახ. ყველა გვერდი ხელმისაწვდომია ქართულად და ინგლისურად; ენის შეცვლა გვერდის ზედა ნაწილში შეგიძლიათ. კომპანიებს შეუძლიათ თავიანთი თავი და ვაკანსიები ორივე ენაზე აღწერონ.',
    orderIndex: 16,
  },
  {
    key: 'general-foreign-companies',
    category: 'general',
    questionEn: 'Can companies from abroad publish vacancies?',
    questionGe: 'შეუძლიათ თუ არა უცხოურ კომპანიებს ვაკანსიების გამოქვეყნება?',
    answerEn:
      'Yes, as long as the position is open to people living in Georgia, whether on-site in a Georgian office or remote. The same free, unlimited publishing applies.',
    answerGe:
      'დიახ, თუ პოზიცია საქართველოში მცხოვრები ადამიანებისთვისაა ღია — იქნება ეს მუშაობა საქართველოში არსებულ ოფისში თუ დისტანციურად. მათზეც ვრცელდება უფასო და ულიმიტო გამოქვეყნების პირობები.',
    orderIndex: 17,
  },
  {
    key: 'general-data-protection',
    category: 'general',
    questionEn: 'How do you protect my personal data?',
    questionGe: 'როგორ იცავთ ჩემს პერსონალურ მონაცემებს?',
    answerEn:
      'We process data under the Law of Georgia on Personal Data Protection, use encrypted connections, never sell personal data and share your CV only with the companies you apply to. Read the full [Privacy Policy](/privacyPolicy).',
    answerGe:
      'მონაცემებს ვამუშავებთ საქართველოს კანონის „პერსონალურ მონაცემთა დაცვის შესახებ“ შესაბამისად, ვიყენებთ დაშიფრულ კავშირს, პერსონალურ მონაცემებს არასოდეს ვყიდით და თქვენს CV-ს მხოლოდ იმ კომპანიებს ვუზიარებთ, რომლებსაც განაცხადს უგზავნით. სრულად გაეცანით [კონფიდენციალურობის პოლიტიკას](/privacyPolicy).',
    orderIndex: 18,
  },
  {
    key: 'general-contact',
    category: 'general',
    questionEn: 'How can I report a problem or share an idea?',
    questionGe: 'როგორ შევატყობინო პრობლემის შესახებ ან გავუზიარო იდეა?',
    answerEn:
      'Write to **support@techboard.ge** or call **+995 32 2 00 00 00** on weekdays from 10:00 to 19:00. We read every message and answer within one working day.',
    answerGe:
      'მოგვწერეთ მისამართზე **support@techboard.ge** ან დაგვირეკეთ ნომერზე **+995 32 2 00 00 00** სამუშაო დღეებში, 10:00-დან 19:00-მდე. ყველა შეტყობინებას ვკითხულობთ და ერთი სამუშაო დღის განმავლობაში ვპასუხობთ.',
    orderIndex: 19,
  },
];
