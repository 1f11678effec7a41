import type { VacancyLanguage } from '../../../../shared/vacancy-languages.js';

/**
 * A demo company's vacancy. Descriptions are plain text turned into Editor.js blocks by
 * `documentFromText`: blank lines part paragraphs, and a paragraph whose lines all start with "- "
 * is a list. Dictionary items are named by their keys.
 */
export interface DemoVacancy {
  key: string;
  companyKey: string;
  title: string;
  titleGe?: string;
  descriptionEn?: string;
  descriptionGe?: string;
  experienceKey?: string;
  employmentTypeKey?: string;
  workLocationKey?: string;
  cityKey?: string;
  jobFunctionKey?: string;
  technologyKeys: string[];
  /** Without it, the vacancy lists the first five of its company's benefits. */
  benefitKeys?: string[];
  languages?: VacancyLanguage[];
  salaryMin?: number;
  salaryMax?: number;
  /** Spec point 3: Gel=1, Dollar=2, Euro=3, PoundSterling=4. */
  currency?: 1 | 2 | 3 | 4;
  showSalary: boolean;
  /** None=0, ApplyNow=1 (the default), Subscribe=2. */
  callToAction?: 0 | 1 | 2;
  /** Active (the default), ended, or a draft the company has not published. */
  status?: 'active' | 'ended' | 'draft';
  /** Review mode: waiting for staff, or refused with a reason. Without it, approved. */
  review?: 'pending' | { rejectedFor: string };
  /** The deadline choice; a published vacancy's deadline is its publishing day plus these months. */
  deadlineMonths?: 1 | 2 | 3 | 6 | 12;
  /** Days before the seeding moment it was published; for a draft, when it was last saved. */
  publishedDaysAgo: number;
  /** An ended vacancy the company ended by hand this many days ago; without it, it ended at its deadline. */
  endedDaysAgo?: number;
}

/** The demo companies' vacancies in every state: mostly open, some ended, drafts, and a few in review. */
export const demoVacancies: DemoVacancy[] = [
  // Kartuli Code
  {
    key: 'kartuli-code-senior-frontend',
    companyKey: 'kartuli-code',
    title: 'Senior Frontend Developer (React)',
    titleGe: 'სენიორ ფრონტენდ დეველოპერი (React)',
    descriptionEn: `Kartuli Code is looking for a senior frontend developer to join the squad building a booking and channel-management platform used by more than 400 hotels in Georgia and Armenia.

You will shape the architecture of a large React and TypeScript application, build new features with Next.js, review code, improve performance and accessibility, and help two junior developers grow.

We expect at least five years of commercial frontend experience, an excellent command of React, TypeScript and modern CSS, experience with state management (Redux or similar) and automated tests with Jest or Playwright, and good written English for working with our clients.

We offer a salary of 6,000–8,500 GEL net, a hybrid schedule with two office days a week in Vake, health insurance, a personal learning budget and a laptop of your choice.`,
    descriptionGe: `Kartuli Code ეძებს სენიორ ფრონტენდ დეველოპერს იმ გუნდში, რომელიც ქმნის დაჯავშნისა და არხების მართვის პლატფორმას, რომელსაც საქართველოსა და სომხეთში 400-ზე მეტი სასტუმრო იყენებს.

თქვენ განსაზღვრავთ დიდი React და TypeScript აპლიკაციის არქიტექტურას, შექმნით ახალ ფუნქციონალს Next.js-ით, გადახედავთ კოდს, გააუმჯობესებთ წარმადობასა და ხელმისაწვდომობას და დაეხმარებით ორ ჯუნიორ დეველოპერს განვითარებაში.

მოთხოვნები: ფრონტენდ დეველოპმენტში მინიმუმ ხუთწლიანი კომერციული გამოცდილება, React-ის, TypeScript-ისა და თანამედროვე CSS-ის საფუძვლიანი ცოდნა, მდგომარეობის მართვის (Redux ან მსგავსი) და Jest-ით ან Playwright-ით ავტომატური ტესტების წერის გამოცდილება, ასევე ინგლისური ენის კარგი ცოდნა კლიენტებთან წერილობითი კომუნიკაციისთვის.

გთავაზობთ ხელფასს 6 000–8 500 ლარს ხელზე, ჰიბრიდულ გრაფიკს (კვირაში ორი დღე ვაკის ოფისში), ჯანმრთელობის დაზღვევას, სწავლის პირად ბიუჯეტსა და თქვენთვის სასურველ ლეპტოპს.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'frontend-development',
    technologyKeys: ['react', 'typescript', 'nextjs', 'redux', 'css', 'jest', 'playwright'],
    salaryMin: 6000,
    salaryMax: 8500,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 2,
    deadlineMonths: 1,
  },
  {
    key: 'kartuli-code-node-backend',
    companyKey: 'kartuli-code',
    title: 'Node.js Backend Developer',
    titleGe: 'Node.js ბექენდ დეველოპერი',
    descriptionEn: `We are growing the team behind a logistics platform that tracks thousands of shipments a day for a European freight forwarder, and we need another backend developer.

You will design and build REST and event-driven services with Node.js, NestJS and TypeScript, model data in PostgreSQL, integrate with carriers' APIs through RabbitMQ and make sure everything runs smoothly in Docker and Kubernetes.

You have two to four years of backend experience with Node.js and TypeScript, know SQL well, write tests as part of the job and are comfortable discussing technical decisions in English.

The position is fully remote within Georgia, with a monthly meet-up in our Tbilisi office. Salary: 4,500–6,500 GEL net, plus health insurance and a learning budget.`,
    descriptionGe: `ვაფართოებთ გუნდს, რომელიც ევროპული ექსპედიტორული კომპანიისთვის ლოგისტიკურ პლატფორმას ავითარებს. პლატფორმა დღეში ათასობით ტვირთის გადაადგილებას აკონტროლებს და კიდევ ერთი ბექენდ დეველოპერი გვჭირდება.

თქვენ დააპროექტებთ და შექმნით REST და მოვლენებზე დაფუძნებულ სერვისებს Node.js-ით, NestJS-ითა და TypeScript-ით, დაამოდელირებთ მონაცემებს PostgreSQL-ში, RabbitMQ-ის საშუალებით დააკავშირებთ სისტემას გადამზიდების API-ებთან და უზრუნველყოფთ, რომ ყველაფერი გამართულად მუშაობდეს Docker-სა და Kubernetes-ში.

მოთხოვნები: Node.js-ითა და TypeScript-ით ბექენდ დეველოპმენტის ორიდან ოთხ წლამდე გამოცდილება, SQL-ის კარგი ცოდნა, ტესტების წერის ჩვევა და ტექნიკური გადაწყვეტილებების ინგლისურად განხილვის უნარი.

პოზიცია სრულად დისტანციურია საქართველოს ფარგლებში, თვეში ერთხელ კი თბილისის ოფისში ვიკრიბებით. ხელფასი: 4 500–6 500 ლარი ხელზე, ჯანმრთელობის დაზღვევა და სწავლის ბიუჯეტი.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'remote',
    cityKey: 'tbilisi',
    jobFunctionKey: 'backend-development',
    technologyKeys: ['nodejs', 'nestjs', 'typescript', 'postgresql', 'sql', 'rabbitmq', 'docker', 'kubernetes'],
    salaryMin: 4500,
    salaryMax: 6500,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 5,
    deadlineMonths: 1,
  },
  {
    key: 'kartuli-code-qa-automation',
    companyKey: 'kartuli-code',
    title: 'QA Automation Engineer',
    titleGe: 'ტესტირების ავტომატიზაციის ინჟინერი',
    descriptionEn: `Quality is everyone's job at Kartuli Code, but we need someone who makes it their speciality. As a QA automation engineer you will join a squad of six developers working on web and mobile products for our clients.

You will build and maintain end-to-end and API test suites with Playwright and Postman, run them in the CI pipeline on GitHub Actions, test new features by hand when automation does not make sense, and help the team decide what is ready to release.

We are looking for at least two years of QA experience, one of them in automation with TypeScript or JavaScript, a good understanding of HTTP and REST APIs, and a sharp eye for detail.

We offer 3,500–5,000 GEL net, a hybrid schedule, paid certification courses and a team that listens when you say something is not ready.`,
    descriptionGe: `Kartuli Code-ში ხარისხზე ყველა ზრუნავს, მაგრამ გვჭირდება ადამიანი, ვისთვისაც ეს პროფესიაა. ტესტირების ავტომატიზაციის ინჟინერი შემოუერთდება ექვსი დეველოპერისგან შემდგარ გუნდს, რომელიც კლიენტებისთვის ვებ და მობილურ პროდუქტებს ქმნის.

თქვენ შექმნით და განავითარებთ მომხმარებლის სრული სცენარების (E2E) და API ტესტებს Playwright-ითა და Postman-ით, ჩართავთ მათ GitHub Actions-ის CI პროცესში, ახალ ფუნქციონალს ხელითაც შეამოწმებთ, როცა ავტომატიზაციას აზრი არ აქვს, და დაეხმარებით გუნდს იმის გადაწყვეტაში, რა არის გამოსაშვებად მზად.

მოთხოვნები: ტესტირებაში მინიმუმ ორწლიანი გამოცდილება, მათ შორის ერთი წელი ავტომატიზაციაში TypeScript-ით ან JavaScript-ით, HTTP-სა და REST API-ების კარგი გაგება და დეტალებისადმი ყურადღება.

გთავაზობთ 3 500–5 000 ლარს ხელზე, ჰიბრიდულ გრაფიკს, ანაზღაურებად სასერტიფიკაციო კურსებს და გუნდს, რომელიც გისმენთ, როცა ამბობთ, რომ რაღაც ჯერ მზად არ არის.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'test-automation',
    technologyKeys: ['playwright', 'postman', 'typescript', 'javascript', 'rest-api', 'github-actions'],
    salaryMin: 3500,
    salaryMax: 5000,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 9,
    deadlineMonths: 1,
  },

  // Mtatsminda Labs
  {
    key: 'mtatsminda-labs-android',
    companyKey: 'mtatsminda-labs',
    title: 'Senior Android Developer (Kotlin)',
    titleGe: 'სენიორ Android დეველოპერი (Kotlin)',
    descriptionEn: `The Mtatsminda Pay app is used by more than 600,000 people, and most of them are on Android. We are looking for a senior Android developer to help us make every payment faster and every screen clearer.

You will build new features in Kotlin with Jetpack Compose, move older screens to the new design system, improve start-up time and stability, and work closely with designers, backend engineers and the security team.

You have five or more years of native Android development, ship apps with a modern architecture (MVVM or MVI, coroutines, dependency injection) and care about testing and accessibility. Experience with payments or banking apps is a strong plus.

We offer 7,000–10,000 GEL net, an annual bonus, health insurance for you and your family, 28 days of paid leave and lunch in the office.`,
    descriptionGe: `Mtatsminda Pay აპლიკაციას 600 000-ზე მეტი ადამიანი იყენებს და მათი უმეტესობა Android-ის მომხმარებელია. ვეძებთ სენიორ Android დეველოპერს, რომელიც დაგვეხმარება, რომ ყოველი გადახდა უფრო სწრაფი, ყოველი ეკრანი კი უფრო გასაგები გახდეს.

თქვენ შექმნით ახალ ფუნქციონალს Kotlin-ითა და Jetpack Compose-ით, ძველ ეკრანებს ახალ დიზაინ-სისტემაზე გადაიყვანთ, გააუმჯობესებთ აპლიკაციის გაშვების სისწრაფესა და სტაბილურობას და მჭიდროდ ითანამშრომლებთ დიზაინერებთან, ბექენდ ინჟინრებსა და უსაფრთხოების გუნდთან.

მოთხოვნები: ნატიური Android დეველოპმენტის ხუთწლიანი ან მეტი გამოცდილება, თანამედროვე არქიტექტურის (MVVM ან MVI, კორუტინები, დამოკიდებულებების ინექცია) პრაქტიკული ცოდნა და ტესტირებასა და ხელმისაწვდომობაზე ზრუნვა. საგადახდო ან საბანკო აპლიკაციებზე მუშაობის გამოცდილება დიდი უპირატესობაა.

გთავაზობთ 7 000–10 000 ლარს ხელზე, წლიურ ბონუსს, ჯანმრთელობის დაზღვევას თქვენთვის და ოჯახისთვის, 28 დღე ანაზღაურებად შვებულებას და სადილს ოფისში.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'mobile-development',
    technologyKeys: ['kotlin', 'android', 'jetpack-compose'],
    salaryMin: 7000,
    salaryMax: 10000,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 1,
    deadlineMonths: 2,
  },
  {
    key: 'mtatsminda-labs-ios',
    companyKey: 'mtatsminda-labs',
    title: 'iOS Developer (Swift)',
    titleGe: 'iOS დეველოპერი (Swift)',
    descriptionEn: `Our iOS team is small, senior and close to the product, and we would like it to be one person bigger. You will work on the Mtatsminda Pay wallet and on the white-label banking app we build for partner banks.

You will develop features in Swift and SwiftUI, connect them to our APIs, write unit and UI tests, take part in design reviews and help keep the release train running every week.

We are looking for two to four years of iOS development in Swift, practical experience with SwiftUI or UIKit, an understanding of app security basics such as keychain storage and certificate pinning, and the wish to learn from experienced colleagues.

Salary: 5,500–8,000 GEL net, plus an annual bonus, family health insurance, English lessons and a conference budget.`,
    descriptionGe: `ჩვენი iOS გუნდი პატარაა, გამოცდილი და პროდუქტთან ახლოს დგას — და გვინდა, რომ ერთი ადამიანით გაიზარდოს. თქვენ იმუშავებთ Mtatsminda Pay საფულესა და საბანკო აპლიკაციაზე, რომელსაც პარტნიორი ბანკებისთვის ვქმნით.

თქვენ შექმნით ახალ ფუნქციონალს Swift-ითა და SwiftUI-ით, დააკავშირებთ მას ჩვენს API-ებთან, დაწერთ მოდულურ და ინტერფეისის ტესტებს, მიიღებთ მონაწილეობას დიზაინის განხილვებში და ხელს შეუწყობთ ყოველკვირეული განახლებების შეუფერხებლად გამოშვებას.

მოთხოვნები: Swift-ით iOS დეველოპმენტის ორიდან ოთხ წლამდე გამოცდილება, SwiftUI-ის ან UIKit-ის პრაქტიკული ცოდნა, მობილური უსაფრთხოების საფუძვლების (Keychain-ში შენახვა, სერტიფიკატის მიბმა) გაგება და გამოცდილი კოლეგებისგან სწავლის სურვილი.

ხელფასი: 5 500–8 000 ლარი ხელზე, ასევე წლიური ბონუსი, ოჯახის ჯანმრთელობის დაზღვევა, ინგლისური ენის გაკვეთილები და კონფერენციების ბიუჯეტი.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'mobile-development',
    technologyKeys: ['swift', 'swiftui', 'ios'],
    salaryMin: 5500,
    salaryMax: 8000,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 7,
    deadlineMonths: 2,
  },
  {
    key: 'mtatsminda-labs-java-backend',
    companyKey: 'mtatsminda-labs',
    title: 'Java Backend Engineer',
    titleGe: 'Java ბექენდ ინჟინერი',
    descriptionEn: `Every transfer, bill payment and card top-up in Mtatsminda Pay passes through services our backend team builds. We are hiring a Java engineer for the payments squad.

You will develop and operate microservices in Java and Spring Boot, publish and consume events with Kafka, design PostgreSQL schemas, and take part in on-call rotation for the services you own, with proper compensation for it.

You have at least three years of experience with Java and Spring, understand transactions, idempotency and consistency in distributed systems, and have worked with Docker and Kubernetes. Knowledge of Kotlin is welcome.

We offer 5,000–7,500 GEL net, an annual bonus, a hybrid schedule, family health insurance and 28 days of paid leave.`,
    descriptionGe: `Mtatsminda Pay-ში ყოველი გადარიცხვა, გადასახადის გადახდა თუ ბარათის შევსება გადის სერვისებზე, რომლებსაც ჩვენი ბექენდ გუნდი ქმნის. საგადახდო გუნდში Java ინჟინერს ვეძებთ.

თქვენ შექმნით და მართავთ მიკროსერვისებს Java-სა და Spring Boot-ზე, გაგზავნით და დაამუშავებთ მოვლენებს Kafka-ს საშუალებით, დააპროექტებთ PostgreSQL-ის სქემებს და მიიღებთ მონაწილეობას თქვენი სერვისების მორიგეობაში, რაც შესაბამისად ანაზღაურდება.

მოთხოვნები: Java-სა და Spring-თან მუშაობის მინიმუმ სამწლიანი გამოცდილება, განაწილებულ სისტემებში ტრანზაქციების, იდემპოტენტურობისა და მონაცემთა თანმიმდევრულობის გაგება, Docker-თან და Kubernetes-თან მუშაობის გამოცდილება. Kotlin-ის ცოდნა უპირატესობაა.

გთავაზობთ 5 000–7 500 ლარს ხელზე, წლიურ ბონუსს, ჰიბრიდულ გრაფიკს, ოჯახის ჯანმრთელობის დაზღვევას და 28 დღე ანაზღაურებად შვებულებას.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'backend-development',
    technologyKeys: ['java', 'spring', 'kafka', 'postgresql', 'docker', 'kubernetes', 'microservices', 'kotlin'],
    salaryMin: 5000,
    salaryMax: 7500,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 12,
    deadlineMonths: 1,
  },
  {
    key: 'mtatsminda-labs-product-designer',
    companyKey: 'mtatsminda-labs',
    title: 'Product Designer',
    titleGe: 'პროდუქტის დიზაინერი',
    descriptionEn: `We believe paying a utility bill should take three taps, not thirty. Join our design team as a product designer and help us simplify money for hundreds of thousands of people.

You will run research with real users, map journeys, design flows and interfaces in Figma for mobile and web, contribute to our design system and work side by side with product managers and engineers from the first idea to release.

We are looking for three or more years of product or UX/UI design, a portfolio that shows how you solved real problems, not only how the screens look, and fluent Georgian and good English.

We offer a competitive salary, a hybrid schedule, family health insurance, a conference budget and a team that takes design seriously.`,
    descriptionGe: `გვჯერა, რომ კომუნალური გადასახადის გადახდას სამი შეხება უნდა სჭირდებოდეს და არა ოცდაათი. შემოუერთდით ჩვენს დიზაინის გუნდს პროდუქტის დიზაინერად და დაგვეხმარეთ, ფინანსები ასიათასობით ადამიანისთვის უფრო მარტივი გავხადოთ.

თქვენ ჩაატარებთ კვლევებს რეალურ მომხმარებლებთან, აღწერთ მომხმარებლის გზას, Figma-ში შექმნით სცენარებსა და ინტერფეისებს მობილური და ვებ პლატფორმებისთვის, წვლილს შეიტანთ ჩვენი დიზაინ-სისტემის განვითარებაში და პროდუქტის მენეჯერებთან და ინჟინრებთან ერთად იმუშავებთ იდეიდან გამოშვებამდე.

მოთხოვნები: პროდუქტის ან UX/UI დიზაინის სამწლიანი ან მეტი გამოცდილება, პორტფოლიო, რომელიც აჩვენებს, როგორ გადაჭერით რეალური პრობლემები და არა მხოლოდ როგორ გამოიყურება ეკრანები, ქართული ენის თავისუფლად და ინგლისურის კარგად ცოდნა.

გთავაზობთ კონკურენტულ ანაზღაურებას, ჰიბრიდულ გრაფიკს, ოჯახის ჯანმრთელობის დაზღვევას, კონფერენციების ბიუჯეტს და გუნდს, რომელიც დიზაინს სერიოზულად ეკიდება.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'product-design',
    technologyKeys: ['figma'],
    salaryMin: 4000,
    salaryMax: 6000,
    currency: 1,
    showSalary: false,
    languages: ['ka', 'en'],
    publishedDaysAgo: 15,
    deadlineMonths: 1,
  },

  // Rioni Data
  {
    key: 'rioni-data-data-engineer',
    companyKey: 'rioni-data',
    title: 'Data Engineer',
    titleGe: 'მონაცემთა ინჟინერი',
    descriptionEn: `Rioni Data is hiring a data engineer for a project with one of Georgia's largest retail chains: bringing sales, stock and loyalty data from hundreds of stores into one reliable platform.

You will build batch and streaming pipelines in Python and Spark, orchestrate them with Apache Airflow, model the warehouse with dbt, set up data-quality checks and work with analysts to make sure the numbers on the dashboards can be trusted.

You have two or more years of experience in data engineering, write clean Python and excellent SQL, and have used at least one cloud data platform, ideally Azure or Google Cloud.

The role is based in our Kutaisi office with two remote days a week. Salary: 4,500–6,500 GEL net, plus health insurance and paid study leave for certifications.`,
    descriptionGe: `Rioni Data ეძებს მონაცემთა ინჟინერს საქართველოს ერთ-ერთი უმსხვილესი საცალო ქსელის პროექტისთვის: ასობით მაღაზიის გაყიდვების, მარაგებისა და ლოიალობის პროგრამის მონაცემები ერთ საიმედო პლატფორმაზე უნდა გავაერთიანოთ.

თქვენ შექმნით პაკეტური და ნაკადური დამუშავების პროცესებს Python-ითა და Spark-ით, მართავთ მათ Apache Airflow-ით, dbt-ით დაამოდელირებთ მონაცემთა საცავს, დანერგავთ მონაცემთა ხარისხის შემოწმებებს და ანალიტიკოსებთან ერთად უზრუნველყოფთ, რომ დაფებზე ასახულ ციფრებს ენდობოდნენ.

მოთხოვნები: მონაცემთა ინჟინერიაში ორწლიანი ან მეტი გამოცდილება, სუფთა Python-ისა და SQL-ის ძალიან კარგი ცოდნა, მინიმუმ ერთ ღრუბლოვან მონაცემთა პლატფორმასთან, სასურველია Azure-თან ან Google Cloud-თან, მუშაობის გამოცდილება.

სამუშაო ადგილი ჩვენი ქუთაისის ოფისია, კვირაში ორი დღე — დისტანციურად. ხელფასი: 4 500–6 500 ლარი ხელზე, ასევე ჯანმრთელობის დაზღვევა და ანაზღაურებადი სასწავლო შვებულება სერტიფიცირებისთვის.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'kutaisi',
    jobFunctionKey: 'data-engineering',
    technologyKeys: ['python', 'sql', 'apache-spark', 'airflow', 'dbt', 'azure', 'gcp'],
    salaryMin: 4500,
    salaryMax: 6500,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 4,
    deadlineMonths: 1,
  },
  {
    key: 'rioni-data-analytics-intern',
    companyKey: 'rioni-data',
    title: 'Data Analytics Intern',
    titleGe: 'მონაცემთა ანალიტიკის სტაჟიორი',
    descriptionEn: `Every year we open a three-month paid internship for students and recent graduates who want to start a career in data. This year we have four places in our Kutaisi office.

You will learn to clean and explore data with Python and pandas, write SQL queries against real (anonymised) client data, build Power BI dashboards and present your findings to the team. Each intern has a personal mentor, and the best interns receive a job offer at the end.

You study or have recently graduated in mathematics, statistics, economics, computer science or a related field, know the basics of SQL or Python, and are curious about what numbers can tell.

The internship is full-time for three months and paid 1,200 GEL a month. During exam sessions we adapt your schedule to your exams.`,
    descriptionGe: `ყოველწლიურად ვაცხადებთ სამთვიან ანაზღაურებად სტაჟირებას სტუდენტებისა და ახალი კურსდამთავრებულებისთვის, ვისაც მონაცემებთან დაკავშირებული კარიერის დაწყება სურს. წელს ქუთაისის ოფისში ოთხი ადგილი გვაქვს.

ისწავლით მონაცემების გასუფთავებასა და ანალიზს Python-ითა და pandas-ით, დაწერთ SQL მოთხოვნებს კლიენტების რეალურ (ანონიმიზებულ) მონაცემებზე, შექმნით Power BI დაფებს და შედეგებს გუნდს წარუდგენთ. ყველა სტაჟიორს ჰყავს პირადი მენტორი, საუკეთესოები კი სტაჟირების ბოლოს სამსახურის შეთავაზებას მიიღებენ.

მოთხოვნები: მათემატიკის, სტატისტიკის, ეკონომიკის, კომპიუტერული მეცნიერების ან მონათესავე მიმართულების სტუდენტი ან ახალი კურსდამთავრებული, SQL-ის ან Python-ის საბაზისო ცოდნა და ცნობისმოყვარეობა იმის მიმართ, რის თქმა შეუძლიათ ციფრებს.

სტაჟირება სრულ განაკვეთზეა, სამი თვის განმავლობაში, ანაზღაურება — თვეში 1 200 ლარი. სასესიო პერიოდში სამუშაო გრაფიკს თქვენს გამოცდებს მოვარგებთ.`,
    experienceKey: 'intern',
    employmentTypeKey: 'internship',
    workLocationKey: 'on-site',
    cityKey: 'kutaisi',
    jobFunctionKey: 'data-analysis',
    technologyKeys: ['python', 'pandas', 'sql', 'power-bi'],
    salaryMin: 1200,
    salaryMax: 1200,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 0,
    deadlineMonths: 1,
  },

  // Batumi Bytes
  {
    key: 'batumi-bytes-laravel',
    companyKey: 'batumi-bytes',
    title: 'PHP / Laravel Developer',
    titleGe: 'PHP / Laravel დეველოპერი',
    descriptionEn: `Batumi Bytes builds booking systems and online shops for hotels, wineries and tour operators on the Black Sea coast. We are looking for a PHP developer to join our Batumi office before the next season starts.

You will develop new modules in Laravel, build REST APIs for our Vue.js front ends, integrate payment providers and channel managers, optimise MySQL queries and help keep our clients' sites fast during the summer peak.

We expect two or more years of commercial experience with PHP and Laravel, good knowledge of MySQL, basic Vue.js or another JavaScript framework, and the ability to explain technical things to clients in simple words.

Salary: 3,000–4,500 GEL net. We also offer flexible hours, short Fridays in summer and English lessons.`,
    descriptionGe: `Batumi Bytes შავი ზღვის სანაპიროზე მოქმედი სასტუმროებისთვის, მარნებისა და ტუროპერატორებისთვის დაჯავშნის სისტემებსა და ონლაინ მაღაზიებს ქმნის. ახალი სეზონის დაწყებამდე ბათუმის ოფისში PHP დეველოპერს ვეძებთ.

თქვენ შექმნით ახალ მოდულებს Laravel-ზე, დაწერთ REST API-ებს ჩვენი Vue.js ინტერფეისებისთვის, მოახდენთ საგადახდო სისტემებისა და არხების მენეჯერების ინტეგრაციას, ოპტიმიზაციას გაუკეთებთ MySQL მოთხოვნებს და დაგვეხმარებით, რომ კლიენტების საიტები ზაფხულის პიკის დროსაც სწრაფად მუშაობდეს.

მოთხოვნები: PHP-ისა და Laravel-ის ორწლიანი ან მეტი კომერციული გამოცდილება, MySQL-ის კარგი ცოდნა, Vue.js-ის ან სხვა JavaScript ფრეიმვორკის საბაზისო ცოდნა და კლიენტისთვის ტექნიკური საკითხების მარტივად ახსნის უნარი.

ხელფასი: 3 000–4 500 ლარი ხელზე. ასევე გთავაზობთ მოქნილ სამუშაო საათებს, ზაფხულში შემოკლებულ პარასკევებს და ინგლისური ენის გაკვეთილებს.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'batumi',
    jobFunctionKey: 'backend-development',
    technologyKeys: ['php', 'laravel', 'mysql', 'vue', 'javascript', 'rest-api'],
    salaryMin: 3000,
    salaryMax: 4500,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 6,
    deadlineMonths: 1,
  },
  {
    key: 'batumi-bytes-wordpress-freelance',
    companyKey: 'batumi-bytes',
    title: 'WordPress Developer (freelance)',
    titleGe: 'WordPress დეველოპერი (ფრილანსი)',
    descriptionEn: `Every spring, dozens of guesthouses and restaurants ask us to refresh their websites before the tourists arrive. We are looking for freelance WordPress developers who can take on these projects with us.

You will build themes from our designs, set up WooCommerce shops and booking plugins, make sites fast and mobile-friendly, and hand them over with a short guide for the owner.

You have built at least a few WordPress sites that you can show us, know HTML, CSS and some PHP, and can keep agreed deadlines. Knowledge of Georgian is needed for communication with clients.

The work is remote and paid per project; rates depend on the scope and are agreed in advance.`,
    descriptionGe: `ყოველ გაზაფხულზე ათობით სასტუმრო სახლი და რესტორანი გვთხოვს, ტურისტების ჩამოსვლამდე ვებგვერდი განვუახლოთ. ვეძებთ WordPress დეველოპერებს ფრილანს-თანამშრომლობისთვის, ვინც ამ პროექტებს ჩვენთან ერთად შეასრულებს.

თქვენ ჩვენი დიზაინის მიხედვით შექმნით თემებს, გამართავთ WooCommerce მაღაზიებსა და დაჯავშნის პლაგინებს, საიტებს სწრაფს და მობილურზე მოსახერხებელს გახდით და მფლობელს მოკლე ინსტრუქციასთან ერთად გადასცემთ.

მოთხოვნები: რამდენიმე დასრულებული WordPress საიტი, რომლის ჩვენებაც შეგიძლიათ, HTML-ის, CSS-ისა და PHP-ის საბაზისო ცოდნა და შეთანხმებული ვადების დაცვა. კლიენტებთან კომუნიკაციისთვის აუცილებელია ქართული ენის ცოდნა.

სამუშაო დისტანციურია და ანაზღაურდება პროექტის მიხედვით; ანაზღაურება დამოკიდებულია სამუშაოს მოცულობაზე და წინასწარ თანხმდება.`,
    experienceKey: 'junior',
    employmentTypeKey: 'freelance',
    workLocationKey: 'remote',
    cityKey: 'batumi',
    jobFunctionKey: 'frontend-development',
    technologyKeys: ['wordpress', 'woocommerce', 'php', 'html', 'css'],
    showSalary: false,
    languages: ['ka', 'en'],
    publishedDaysAgo: 18,
    deadlineMonths: 3,
  },

  // Colchis Cloud
  {
    key: 'colchis-cloud-senior-devops',
    companyKey: 'colchis-cloud',
    title: 'Senior DevOps Engineer',
    titleGe: 'სენიორ DevOps ინჟინერი',
    descriptionEn: `Colchis Cloud runs production infrastructure for banks, telecom operators and e-commerce companies. We are looking for a senior DevOps engineer to lead infrastructure work for two of our largest clients.

You will design Kubernetes platforms on AWS and Azure, write Terraform and Helm, build GitOps delivery with Argo CD, set up monitoring with Prometheus and Grafana, and guide client teams through migrations to the cloud.

We expect five or more years in DevOps or infrastructure engineering, deep knowledge of Kubernetes and Linux, solid Terraform, experience with at least one major cloud provider, and confident spoken English for client calls.

The role is fully remote within Georgia. We offer 3,000–4,000 USD net a month, paid certification exams, a home-office budget, stock options and health and life insurance.`,
    descriptionGe: `Colchis Cloud ბანკების, ტელეკომუნიკაციური ოპერატორებისა და ელექტრონული კომერციის კომპანიების საწარმოო ინფრასტრუქტურას მართავს. ვეძებთ სენიორ DevOps ინჟინერს, რომელიც ჩვენი ორი უმსხვილესი კლიენტის ინფრასტრუქტურულ სამუშაოებს უხელმძღვანელებს.

თქვენ დააპროექტებთ Kubernetes პლატფორმებს AWS-სა და Azure-ზე, დაწერთ Terraform-ისა და Helm-ის კონფიგურაციებს, Argo CD-ით ააწყობთ GitOps მიწოდების პროცესს, Prometheus-ითა და Grafana-თი მოაწყობთ მონიტორინგს და კლიენტების გუნდებს ღრუბელში გადასვლის პროცესში დაეხმარებით.

მოთხოვნები: DevOps-ში ან ინფრასტრუქტურულ ინჟინერიაში ხუთწლიანი ან მეტი გამოცდილება, Kubernetes-ისა და Linux-ის სიღრმისეული ცოდნა, Terraform-ის კარგი ცოდნა, მინიმუმ ერთ მსხვილ ღრუბლოვან პროვაიდერთან მუშაობის გამოცდილება და ინგლისურად თავისუფალი საუბარი კლიენტებთან შეხვედრებისთვის.

პოზიცია სრულად დისტანციურია საქართველოს ფარგლებში. გთავაზობთ თვეში 3 000–4 000 აშშ დოლარს ხელზე, ანაზღაურებად სასერტიფიკაციო გამოცდებს, სახლის სამუშაო სივრცის ბიუჯეტს, აქციების ოფციონებს, ჯანმრთელობისა და სიცოცხლის დაზღვევას.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'remote',
    cityKey: 'tbilisi',
    jobFunctionKey: 'devops-engineering',
    technologyKeys: ['kubernetes', 'terraform', 'helm', 'argo-cd', 'aws', 'azure', 'prometheus', 'grafana', 'linux'],
    salaryMin: 3000,
    salaryMax: 4000,
    currency: 2,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 3,
    deadlineMonths: 1,
  },
  {
    key: 'colchis-cloud-sre-lead',
    companyKey: 'colchis-cloud',
    title: 'SRE Team Lead',
    titleGe: 'SRE გუნდის ლიდერი',
    descriptionEn: `Our 24/7 operations centre in Tbilisi keeps dozens of client platforms online. We are looking for an SRE team lead to guide a team of seven engineers and raise the bar for reliability across everything we run.

You will define SLOs with clients, improve alerting with Prometheus and Grafana, sharpen incident response, lead post-incident reviews, write tooling in Go to automate repetitive work, plan capacity on Google Cloud and AWS, and coach and grow the people in your team.

You have seven or more years in operations, SRE or platform engineering, at least two of them leading people, strong Linux and Kubernetes skills, programming experience in Go or Python, and a calm head during incidents.

We offer 4,500–6,000 USD net a month, an annual bonus, stock options, health and life insurance and a hybrid schedule with our Tbilisi office.`,
    descriptionGe: `ჩვენი სადღეღამისო ოპერაციების ცენტრი თბილისში ათობით კლიენტის პლატფორმის უწყვეტ მუშაობას უზრუნველყოფს. ვეძებთ SRE გუნდის ლიდერს, რომელიც შვიდკაციან გუნდს უხელმძღვანელებს და ყველა ჩვენ მიერ მართული სისტემის საიმედოობას ახალ დონეზე აიყვანს.

თქვენ კლიენტებთან ერთად განსაზღვრავთ SLO-ებს, Prometheus-ითა და Grafana-თი გააუმჯობესებთ შეტყობინებების სისტემასა და ინციდენტებზე რეაგირებას, უხელმძღვანელებთ ინციდენტების შემდგომ ანალიზს, Go-ზე დაწერთ ინსტრუმენტებს განმეორებადი სამუშაოს ავტომატიზაციისთვის, დაგეგმავთ რესურსებს Google Cloud-სა და AWS-ზე და ხელს შეუწყობთ გუნდის წევრების პროფესიულ ზრდას.

მოთხოვნები: ოპერაციების, SRE-ის ან პლატფორმის ინჟინერიის შვიდწლიანი ან მეტი გამოცდილება, აქედან მინიმუმ ორი წელი გუნდის მართვაში, Linux-ისა და Kubernetes-ის ძლიერი ცოდნა, Go-ზე ან Python-ზე პროგრამირების გამოცდილება და ინციდენტების დროს სიმშვიდის შენარჩუნების უნარი.

გთავაზობთ თვეში 4 500–6 000 აშშ დოლარს ხელზე, წლიურ ბონუსს, აქციების ოფციონებს, ჯანმრთელობისა და სიცოცხლის დაზღვევას და ჰიბრიდულ გრაფიკს თბილისის ოფისში.`,
    experienceKey: 'lead',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'site-reliability-engineering',
    technologyKeys: ['go', 'python', 'kubernetes', 'linux', 'prometheus', 'grafana', 'gcp', 'aws'],
    salaryMin: 4500,
    salaryMax: 6000,
    currency: 2,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 10,
    deadlineMonths: 2,
  },
  {
    key: 'colchis-cloud-soc-analyst',
    companyKey: 'colchis-cloud',
    title: 'Junior SOC Analyst',
    titleGe: 'უსაფრთხოების ოპერაციების ცენტრის (SOC) უმცროსი ანალიტიკოსი',
    descriptionEn: `Our security operations centre watches over the systems of banks and public institutions around the clock. We are looking for a junior SOC analyst who wants to build a career in cybersecurity.

You will monitor alerts in Splunk, triage and investigate suspicious activity, analyse network traffic with Wireshark, escalate real incidents to senior analysts and document what you find. You will get structured training and a paid certification in your first year.

We expect a degree or courses in IT or security, a good understanding of networking (TCP/IP, DNS, HTTP) and Linux, curiosity about how attacks work, and readiness to work in shifts, including some nights and weekends, which are paid extra.

Salary: 2,500–3,500 GEL net plus shift allowances, health insurance and a clear path to the analyst and engineer levels.`,
    descriptionGe: `ჩვენი უსაფრთხოების ოპერაციების ცენტრი ბანკებისა და საჯარო დაწესებულებების სისტემებს დღე-ღამის განმავლობაში აკვირდება. ვეძებთ უმცროს SOC ანალიტიკოსს, რომელსაც კიბერუსაფრთხოებაში კარიერის აწყობა სურს.

თქვენ Splunk-ში სიგნალებს დააკვირდებით, საეჭვო აქტივობას შეაფასებთ და გამოიკვლევთ, ქსელურ ტრაფიკს Wireshark-ით გააანალიზებთ, რეალურ ინციდენტებს უფროს ანალიტიკოსებს გადასცემთ და შედეგებს დოკუმენტურად აღრიცხავთ. პირველივე წელს გაივლით სტრუქტურირებულ ტრენინგს და ანაზღაურებად სერტიფიცირებას.

მოთხოვნები: IT-ის ან უსაფრთხოების მიმართულებით განათლება ან კურსები, ქსელების (TCP/IP, DNS, HTTP) და Linux-ის კარგი ცოდნა, ინტერესი, როგორ ხორციელდება შეტევები, და ცვლებში, მათ შორის ზოგჯერ ღამით და შაბათ-კვირას, მუშაობის მზაობა, რაც დამატებით ანაზღაურდება.

ხელფასი: 2 500–3 500 ლარი ხელზე, დამატებით — ცვლების ანაზღაურება, ჯანმრთელობის დაზღვევა და ანალიტიკოსისა და ინჟინრის დონეებამდე ზრდის მკაფიო გეგმა.`,
    experienceKey: 'junior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'tbilisi',
    jobFunctionKey: 'security-operations',
    technologyKeys: ['splunk', 'wireshark', 'linux'],
    salaryMin: 2500,
    salaryMax: 3500,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 8,
    deadlineMonths: 1,
  },

  // Narikala Games
  {
    key: 'narikala-games-unity-developer',
    companyKey: 'narikala-games',
    title: 'Unity Developer (Mobile Games)',
    titleGe: 'Unity დეველოპერი (მობილური თამაშები)',
    descriptionEn: `Narikala Games is looking for a Unity developer to join the team behind our most popular puzzle game, played by more than a million people every month.

You will build new levels, events and gameplay features in Unity and C#, work closely with game designers and artists on how things feel, profile and optimise performance on low-end Android phones, and integrate analytics and A/B tests with Firebase.

We expect at least two years of commercial experience with Unity and C#, at least one released mobile game, a good understanding of mobile performance and a love of games that are easy to learn and hard to put down.

We offer 4,000–6,000 GEL net, a hybrid schedule at our Sololaki studio, a profit-sharing bonus after every launch, health insurance and no mandatory crunch.`,
    descriptionGe: `Narikala Games ეძებს Unity დეველოპერს ჩვენი ყველაზე პოპულარული თავსატეხი თამაშის გუნდში. თამაშს ყოველთვიურად მილიონზე მეტი ადამიანი თამაშობს.

თქვენ Unity-სა და C#-ზე შექმნით ახალ დონეებს, ღონისძიებებსა და სათამაშო ფუნქციებს, გეიმდიზაინერებთან და მხატვრებთან ერთად იმუშავებთ იმაზე, როგორ აღიქმება თამაში, გააანალიზებთ და გააუმჯობესებთ წარმადობას სუსტ Android ტელეფონებზე და Firebase-ით ჩართავთ ანალიტიკასა და A/B ტესტებს.

მოთხოვნები: Unity-სა და C#-ზე მუშაობის მინიმუმ ორწლიანი კომერციული გამოცდილება, მინიმუმ ერთი გამოშვებული მობილური თამაში, მობილური წარმადობის კარგი გაგება და სიყვარული იმ თამაშების მიმართ, რომელთა სწავლაც ადვილია, თავის დანებება კი — ძნელი.

გთავაზობთ 4 000–6 000 ლარს ხელზე, ჰიბრიდულ გრაფიკს სოლოლაკის სტუდიაში, მოგებიდან ბონუსს ყოველი გამოშვების შემდეგ, ჯანმრთელობის დაზღვევას და სავალდებულო ზეგანაკვეთური მუშაობის გარეშე რიტმს.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'game-development',
    technologyKeys: ['unity', 'csharp', 'firebase', 'android', 'ios', 'git'],
    salaryMin: 4000,
    salaryMax: 6000,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 4,
    deadlineMonths: 1,
  },
  {
    key: 'narikala-games-3d-environment-artist',
    companyKey: 'narikala-games',
    title: '3D Environment Artist',
    titleGe: '3D გარემოს მხატვარი',
    descriptionEn: `Our first PC and console game takes players through villages, fortresses and mountain passes inspired by Georgian folk tales, and we need an environment artist to help build that world.

You will model and texture environment assets in Blender, create materials and light scenes in Unreal Engine, work with the art director on the visual style and with level designers on how each location plays.

You have a portfolio of stylised or realistic 3D environments, know Blender (or Maya) and a modern game engine, understand polygon budgets and texture memory, and can take feedback and turn it into better work.

We offer 3,500–5,000 GEL net, a full-time position in our Sololaki studio, a profit-sharing bonus, a modern workstation and a team that plays what you build every Friday.`,
    descriptionGe: `ჩვენი პირველი თამაში კომპიუტერისა და კონსოლებისთვის მოთამაშეებს ქართული ხალხური ზღაპრებით შთაგონებულ სოფლებში, ციხესიმაგრეებსა და მთის უღელტეხილებზე ამოგზაურებს. ამ სამყაროს შესაქმნელად გარემოს მხატვარი გვჭირდება.

თქვენ Blender-ში შექმნით გარემოს ობიექტების მოდელებსა და ტექსტურებს, Unreal Engine-ში ააწყობთ მასალებსა და სცენების განათებას, არტ-დირექტორთან ერთად იმუშავებთ ვიზუალურ სტილზე, დონეების დიზაინერებთან ერთად კი — იმაზე, როგორ ითამაშება თითოეული ლოკაცია.

მოთხოვნები: სტილიზებული ან რეალისტური 3D გარემოს ნამუშევრების პორტფოლიო, Blender-ის (ან Maya-ს) და თანამედროვე სათამაშო ძრავის ცოდნა, პოლიგონებისა და ტექსტურების მეხსიერების ლიმიტების გაგება და შენიშვნების გათვალისწინებით ნამუშევრის გაუმჯობესების უნარი.

გთავაზობთ 3 500–5 000 ლარს ხელზე, სრულ განაკვეთს სოლოლაკის სტუდიაში, მოგებიდან ბონუსს, თანამედროვე სამუშაო სადგურს და გუნდს, რომელიც თქვენს ნამუშევარს ყოველ პარასკევს თამაშობს.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'tbilisi',
    jobFunctionKey: 'graphic-design',
    technologyKeys: ['blender', 'unreal-engine', 'photoshop'],
    salaryMin: 3500,
    salaryMax: 5000,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 12,
    deadlineMonths: 1,
  },

  // Alazani Health
  {
    key: 'alazani-health-django-backend',
    companyKey: 'alazani-health',
    title: 'Python / Django Backend Developer',
    titleGe: 'Python / Django ბექენდ დეველოპერი',
    descriptionEn: `More than 300 clinics and laboratories run their day on the Alazani Health platform. We are looking for a backend developer to help us connect it with laboratories, insurers and the national e-health services.

You will build and maintain REST APIs in Python and Django, design PostgreSQL schemas for medical records, write integrations with partners' systems, cover your code with pytest and take part in code reviews and on-call for business hours.

We are looking for two or more years of experience with Python and Django or a similar framework, solid SQL, an understanding of how to handle personal data securely, and the patience to work with other organisations' APIs.

The position is hybrid, from our office in Telavi or in Tbilisi. Salary: 4,000–5,500 GEL net, plus health insurance for you and your family, a transport allowance and a learning budget.`,
    descriptionGe: `Alazani Health-ის პლატფორმაზე ყოველდღიურად 300-ზე მეტი კლინიკა და ლაბორატორია მუშაობს. ვეძებთ ბექენდ დეველოპერს, რომელიც დაგვეხმარება პლატფორმის დაკავშირებაში ლაბორატორიებთან, სადაზღვევო კომპანიებთან და ჯანდაცვის ეროვნულ ელექტრონულ სერვისებთან.

თქვენ Python-სა და Django-ზე შექმნით და განავითარებთ REST API-ებს, დააპროექტებთ PostgreSQL სქემებს სამედიცინო ჩანაწერებისთვის, დაწერთ ინტეგრაციებს პარტნიორების სისტემებთან, კოდს pytest-ით ტესტებით დაფარავთ და მონაწილეობას მიიღებთ კოდის მიმოხილვასა და სამუშაო საათებში მორიგეობაში.

მოთხოვნები: Python-სა და Django-ზე ან მსგავს ფრეიმვორკზე მუშაობის ორწლიანი ან მეტი გამოცდილება, SQL-ის კარგი ცოდნა, პერსონალური მონაცემების უსაფრთხოდ დამუშავების პრინციპების გაგება და მოთმინება სხვა ორგანიზაციების API-ებთან სამუშაოდ.

პოზიცია ჰიბრიდულია, თელავის ან თბილისის ოფისიდან. ხელფასი: 4 000–5 500 ლარი ხელზე, ასევე ჯანმრთელობის დაზღვევა თქვენთვის და ოჯახისთვის, ტრანსპორტის ხარჯის ანაზღაურება და სწავლის ბიუჯეტი.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'telavi',
    jobFunctionKey: 'backend-development',
    technologyKeys: ['python', 'django', 'postgresql', 'redis', 'rest-api', 'pytest', 'docker', 'aws'],
    salaryMin: 4000,
    salaryMax: 5500,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 7,
    deadlineMonths: 1,
  },

  // Vardzia Systems
  {
    key: 'vardzia-systems-embedded-c',
    companyKey: 'vardzia-systems',
    title: 'Senior Embedded C Developer',
    titleGe: 'სენიორ ჩაშენებული სისტემების C დეველოპერი',
    descriptionEn: `Our GPS trackers ride on more than 25,000 trucks between Europe and Central Asia, in summer heat and winter frost. We are looking for a senior embedded developer to lead firmware work for the next generation of the device.

You will write and review firmware in C for ARM Cortex-M microcontrollers, work on power management, GNSS and cellular modem drivers and secure over-the-air updates, debug with oscilloscopes and logic analysers in our hardware lab, and join field tests when a new version goes on the road.

You have five or more years of embedded development in C, experience with RTOS and low-power design, communication protocols (UART, SPI, I2C, CAN), and the habit of writing code that keeps working when nobody is watching.

We offer 5,500–7,500 GEL net, an annual bonus, health and life insurance, a pension contribution, free lunch and parking at our Didube office.`,
    descriptionGe: `ჩვენი GPS ტრეკერები ევროპასა და ცენტრალურ აზიას შორის 25 000-ზე მეტ სატვირთო მანქანაზეა დამონტაჟებული და ზაფხულის სიცხესა და ზამთრის ყინვაში მუშაობს. ვეძებთ სენიორ დეველოპერს ჩაშენებული სისტემების მიმართულებით, რომელიც მოწყობილობის ახალი თაობის მიკროპროგრამაზე მუშაობას უხელმძღვანელებს.

თქვენ დაწერთ და გადახედავთ მიკროპროგრამებს C-ზე ARM Cortex-M მიკროკონტროლერებისთვის, იმუშავებთ ენერგომოხმარების მართვაზე, GNSS-ისა და მობილური მოდემის დრაივერებსა და უსაფრთხო დისტანციურ განახლებებზე, ჩვენს ლაბორატორიაში ოსცილოგრაფითა და ლოგიკური ანალიზატორით მოძებნით შეცდომებს და მონაწილეობას მიიღებთ საველე ტესტებში, როცა ახალი ვერსია გზას დაადგება.

მოთხოვნები: ჩაშენებული სისტემების C-ზე დეველოპმენტის ხუთწლიანი ან მეტი გამოცდილება, RTOS-თან და დაბალი ენერგომოხმარების სისტემებთან მუშაობის გამოცდილება, კომუნიკაციის პროტოკოლების (UART, SPI, I2C, CAN) ცოდნა და ისეთი კოდის წერის ჩვევა, რომელიც მაშინაც მუშაობს, როცა მას არავინ აკვირდება.

გთავაზობთ 5 500–7 500 ლარს ხელზე, წლიურ ბონუსს, ჯანმრთელობისა და სიცოცხლის დაზღვევას, საპენსიო შენატანს, უფასო სადილსა და ავტოსადგომს დიდუბის ოფისში.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'tbilisi',
    jobFunctionKey: 'embedded-development',
    technologyKeys: ['c', 'cpp', 'linux', 'git'],
    salaryMin: 5500,
    salaryMax: 7500,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 3,
    deadlineMonths: 1,
  },
  {
    key: 'vardzia-systems-go-backend',
    companyKey: 'vardzia-systems',
    title: 'Go Backend Engineer',
    titleGe: 'Go ბექენდ ინჟინერი',
    descriptionEn: `Every few seconds each of our trackers sends its position, speed and fuel level: hundreds of millions of messages a day. We are looking for a backend engineer to help the platform team process them faster and more reliably.

You will build services in Go that receive device data over TCP and gRPC, stream it through Kafka, store it in ClickHouse and PostgreSQL, and turn it into alerts and reports for dispatchers. You will also help us move the remaining parts of an older monolith into these services.

We expect three or more years of backend development, at least one of them in Go, experience with message queues and SQL databases, and an interest in performance and observability. Kubernetes and Grafana experience is a plus.

The job is hybrid, with three office days a week in Didube. Salary: 5,000–7,000 GEL net, an annual bonus, health insurance and English or Turkish lessons.`,
    descriptionGe: `ჩვენი თითოეული ტრეკერი ყოველ რამდენიმე წამში აგზავნის თავის მდებარეობას, სიჩქარესა და საწვავის დონეს — დღეში ასობით მილიონი შეტყობინება. ვეძებთ ბექენდ ინჟინერს, რომელიც პლატფორმის გუნდს დაეხმარება, რომ ეს შეტყობინებები უფრო სწრაფად და საიმედოდ დამუშავდეს.

თქვენ Go-ზე შექმნით სერვისებს, რომლებიც მოწყობილობების მონაცემებს TCP-ითა და gRPC-ით იღებს, Kafka-ს გავლით ატარებს, ინახავს ClickHouse-სა და PostgreSQL-ში და დისპეჩერებისთვის შეტყობინებებად და ანგარიშებად აქცევს. ასევე დაგვეხმარებით ძველი მონოლითის დარჩენილი ნაწილების ამ სერვისებში გადატანაში.

მოთხოვნები: ბექენდ დეველოპმენტის სამწლიანი ან მეტი გამოცდილება, აქედან მინიმუმ ერთი წელი Go-ზე, შეტყობინებების რიგებთან და SQL მონაცემთა ბაზებთან მუშაობის გამოცდილება და ინტერესი წარმადობისა და დაკვირვებადობის (observability) მიმართ. Kubernetes-ისა და Grafana-ს ცოდნა უპირატესობაა.

სამუშაო ჰიბრიდულია, კვირაში სამი დღე დიდუბის ოფისში. ხელფასი: 5 000–7 000 ლარი ხელზე, წლიური ბონუსი, ჯანმრთელობის დაზღვევა და ინგლისური ან თურქული ენის გაკვეთილები.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'backend-development',
    technologyKeys: ['go', 'kafka', 'grpc', 'clickhouse', 'postgresql', 'kubernetes', 'grafana'],
    salaryMin: 5000,
    salaryMax: 7000,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 15,
    deadlineMonths: 1,
  },

  // Bazari Tech
  {
    key: 'bazari-tech-senior-java-search',
    companyKey: 'bazari-tech',
    title: 'Senior Java Engineer (Search)',
    titleGe: 'სენიორ Java ინჟინერი (ძიება)',
    descriptionEn: `Half of all purchases on Bazari start with the search box. The search team is looking for a senior Java engineer to make finding the right product among two million faster and smarter.

You will build and scale search and ranking services in Java and Spring, tune Elasticsearch indexes and queries, process catalogue updates through Kafka, run A/B tests on ranking changes together with data scientists, and keep latency low during sales peaks.

We expect five or more years of backend development in Java or Kotlin, hands-on experience with Elasticsearch or another search engine, experience with high-traffic systems on Kubernetes, and the ability to explain trade-offs to product managers.

We offer a competitive salary discussed at the interview, stock options, an annual bonus, health insurance with dental care, free lunch and a hybrid schedule at our office near Station Square.`,
    descriptionGe: `Bazari-ზე შესყიდვების ნახევარი საძიებო ველით იწყება. ძიების გუნდი ეძებს სენიორ Java ინჟინერს, რომელიც ორ მილიონ პროდუქტს შორის სასურველის პოვნას უფრო სწრაფსა და ჭკვიანურს გახდის.

თქვენ Java-სა და Spring-ზე შექმნით და გააფართოებთ ძიებისა და რანჟირების სერვისებს, მოარგებთ Elasticsearch-ის ინდექსებსა და მოთხოვნებს, Kafka-ს საშუალებით დაამუშავებთ კატალოგის განახლებებს, მონაცემთა მეცნიერებთან ერთად ჩაატარებთ რანჟირების ცვლილებების A/B ტესტებს და უზრუნველყოფთ დაბალ დაყოვნებას ფასდაკლებების პიკის დროსაც.

მოთხოვნები: Java-ზე ან Kotlin-ზე ბექენდ დეველოპმენტის ხუთწლიანი ან მეტი გამოცდილება, Elasticsearch-თან ან სხვა საძიებო სისტემასთან მუშაობის პრაქტიკული გამოცდილება, Kubernetes-ზე მაღალი დატვირთვის სისტემებთან მუშაობის გამოცდილება და პროდუქტის მენეჯერებისთვის ტექნიკური კომპრომისების ახსნის უნარი.

გთავაზობთ კონკურენტულ ანაზღაურებას, რომელსაც გასაუბრებაზე განვიხილავთ, აქციების ოფციონებს, წლიურ ბონუსს, ჯანმრთელობის დაზღვევას სტომატოლოგიური მომსახურებით, უფასო სადილს და ჰიბრიდულ გრაფიკს სადგურის მოედანთან მდებარე ოფისში.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'backend-development',
    technologyKeys: ['java', 'spring', 'elasticsearch', 'kafka', 'kubernetes', 'gcp', 'microservices'],
    showSalary: false,
    languages: ['ka', 'en'],
    publishedDaysAgo: 2,
    deadlineMonths: 1,
  },
  {
    key: 'bazari-tech-product-designer',
    companyKey: 'bazari-tech',
    title: 'Product Designer (Checkout)',
    titleGe: 'პროდუქტის დიზაინერი (შეკვეთის გაფორმება)',
    descriptionEn: `Every improvement to our checkout is felt by tens of thousands of customers a day. We are looking for a product designer to join the checkout and payments team.

You will run research with customers and couriers, design flows and interfaces in Figma for the web and the mobile app, build on and extend our design system, prepare A/B tests with analysts and work side by side with engineers until the change is live.

You have three or more years of product design for digital products, a portfolio that shows your process and not only the final screens, experience with usability testing, and an eye for detail in both Georgian and English interfaces.

We offer 4,500–6,500 GEL net, stock options, health insurance, a learning platform subscription and a hybrid schedule.`,
    descriptionGe: `შეკვეთის გაფორმების პროცესის ყოველ გაუმჯობესებას დღეში ათიათასობით მომხმარებელი გრძნობს. ვეძებთ პროდუქტის დიზაინერს შეკვეთისა და გადახდების გუნდში.

თქვენ ჩაატარებთ კვლევებს მომხმარებლებთან და კურიერებთან, Figma-ში დააპროექტებთ პროცესებსა და ინტერფეისებს ვებისა და მობილური აპლიკაციისთვის, განავითარებთ ჩვენს დიზაინ-სისტემას, ანალიტიკოსებთან ერთად მოამზადებთ A/B ტესტებს და ინჟინრებთან ერთად იმუშავებთ, სანამ ცვლილება ამოქმედდება.

მოთხოვნები: ციფრული პროდუქტების დიზაინში სამწლიანი ან მეტი გამოცდილება, პორტფოლიო, რომელიც მხოლოდ საბოლოო ეკრანებს კი არა, სამუშაო პროცესსაც აჩვენებს, გამოყენებადობის ტესტირების გამოცდილება და დეტალებისადმი ყურადღება როგორც ქართულ, ისე ინგლისურენოვან ინტერფეისებში.

გთავაზობთ 4 500–6 500 ლარს ხელზე, აქციების ოფციონებს, ჯანმრთელობის დაზღვევას, სასწავლო პლატფორმის გამოწერას და ჰიბრიდულ გრაფიკს.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'product-design',
    technologyKeys: ['figma', 'miro'],
    salaryMin: 4500,
    salaryMax: 6500,
    currency: 1,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 8,
    deadlineMonths: 1,
  },

  // Ushba AI
  {
    key: 'ushba-ai-speech-ml-engineer',
    companyKey: 'ushba-ai',
    title: 'Machine Learning Engineer (Speech)',
    titleGe: 'მანქანური სწავლების ინჟინერი (მეტყველება)',
    descriptionEn: `Ushba AI builds speech recognition for Georgian. We are a team of nine and are looking for a machine-learning engineer who wants to shape the core of the product from the start.

You will prepare and clean Georgian speech datasets, train and fine-tune speech recognition models with PyTorch, evaluate them on real call-centre audio, make them fast enough for real-time use and serve them through FastAPI on Google Cloud.

You have two or more years of hands-on machine learning with PyTorch, experience with audio or NLP models, solid Python and Linux skills, and you can read a research paper and turn it into working code. Native Georgian is a big plus.

The role is remote within Georgia. We offer 3,000–4,000 USD net a month, stock options, a conference budget and a laptop of your choice.`,
    descriptionGe: `Ushba AI ქართული მეტყველების ამოცნობის სისტემას ქმნის. ცხრაკაციანი გუნდი ვართ და ვეძებთ მანქანური სწავლების ინჟინერს, რომელსაც სურს პროდუქტის ბირთვის ჩამოყალიბებაში თავიდანვე მიიღოს მონაწილეობა.

თქვენ მოამზადებთ და გაასუფთავებთ ქართული მეტყველების მონაცემთა ნაკრებებს, PyTorch-ით გაწვრთნით და მოარგებთ მეტყველების ამოცნობის მოდელებს, შეაფასებთ მათ ქოლ-ცენტრების რეალურ ჩანაწერებზე, დააჩქარებთ რეალურ დროში გამოსაყენებლად და FastAPI-ით განათავსებთ Google Cloud-ზე.

მოთხოვნები: PyTorch-ით მანქანურ სწავლებაში ორწლიანი ან მეტი პრაქტიკული გამოცდილება, აუდიოსა ან ბუნებრივი ენის დამუშავების მოდელებთან მუშაობის გამოცდილება, Python-ისა და Linux-ის კარგი ცოდნა და სამეცნიერო სტატიის წაკითხვისა და მომუშავე კოდად ქცევის უნარი. ქართული, როგორც მშობლიური ენა, დიდი უპირატესობაა.

პოზიცია დისტანციურია საქართველოს ფარგლებში. გთავაზობთ თვეში 3 000–4 000 აშშ დოლარს ხელზე, აქციების ოფციონებს, კონფერენციების ბიუჯეტსა და თქვენთვის სასურველ ლეპტოპს.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'remote',
    cityKey: 'tbilisi',
    jobFunctionKey: 'machine-learning',
    technologyKeys: ['python', 'pytorch', 'numpy', 'fastapi', 'docker', 'gcp', 'linux'],
    salaryMin: 3000,
    salaryMax: 4000,
    currency: 2,
    showSalary: true,
    languages: ['ka', 'en'],
    publishedDaysAgo: 6,
    deadlineMonths: 1,
  },

  // Kartuli Code: every state, for the demo company login
  {
    key: 'kartuli-code-devops-engineer',
    companyKey: 'kartuli-code',
    title: 'DevOps Engineer (AWS)',
    titleGe: 'DevOps ინჟინერი (AWS)',
    descriptionEn: `Our client projects run on AWS, and the teams behind them want to ship several times a day without worrying about the pipeline. We are looking for a DevOps engineer to own that worry for them.

## What you will do

- Build and maintain infrastructure as code with Terraform
- Keep CI/CD pipelines on GitHub Actions fast and reliable
- Run containerised services on Docker and Kubernetes (EKS)
- Set up monitoring and alerting, and take part in a fair on-call rotation

## What we are looking for

- Two or more years of hands-on work with AWS
- Good knowledge of Linux, networking basics and one scripting language
- The habit of writing things down so that others can follow

We offer 5,000–7,000 GEL net, a hybrid schedule in Vake, health insurance, a training budget for AWS certifications and a laptop of your choice.`,
    descriptionGe: `ჩვენი კლიენტების პროექტები AWS-ზე მუშაობს და მათ გუნდებს სურთ, დღეში რამდენჯერმე გამოუშვან განახლება ისე, რომ CI/CD-ზე არ იდარდონ. ვეძებთ DevOps ინჟინერს, რომელიც ამ საზრუნავს საკუთარ თავზე აიღებს.

## რას გააკეთებთ

- Terraform-ით შექმნით და განავითარებთ ინფრასტრუქტურას კოდის სახით
- GitHub Actions-ზე აწყობილ CI/CD პროცესებს სწრაფსა და საიმედოს გახდით
- Docker-სა და Kubernetes-ზე (EKS) მართავთ კონტეინერიზებულ სერვისებს
- გამართავთ მონიტორინგსა და შეტყობინებებს და მიიღებთ მონაწილეობას სამართლიან მორიგეობაში

## ვის ვეძებთ

- AWS-თან პრაქტიკული მუშაობის ორწლიანი ან მეტი გამოცდილება
- Linux-ის, ქსელის საფუძვლებისა და ერთ-ერთი სკრიპტული ენის კარგი ცოდნა
- ჩვევა, რომ ყველაფერი ისე ჩაიწეროთ, რომ სხვებმაც გაიგონ

გთავაზობთ 5 000–7 000 ლარს ხელზე, ჰიბრიდულ გრაფიკს ვაკის ოფისში, ჯანმრთელობის დაზღვევას, AWS სერტიფიცირების ბიუჯეტს და თქვენთვის სასურველ ლეპტოპს.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'devops-engineering',
    technologyKeys: ['aws', 'terraform', 'docker', 'kubernetes', 'github-actions', 'linux'],
    benefitKeys: ['health-insurance', 'training-budget', 'laptop-of-choice', 'flexible-hours', 'paid-leave-24-plus'],
    languages: ['ka', 'en'],
    salaryMin: 5000,
    salaryMax: 7000,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 4,
    deadlineMonths: 2,
  },
  {
    key: 'kartuli-code-junior-frontend',
    companyKey: 'kartuli-code',
    title: 'Junior Frontend Developer (Vue)',
    titleGe: 'ჯუნიორ ფრონტენდ დეველოპერი (Vue)',
    descriptionEn: `Start your career in a team that reviews every line with you. We are looking for a junior frontend developer for an e-commerce project built with Vue and TypeScript.

## What you will learn and do

- Build interface components from Figma designs
- Write unit tests with Jest and fix bugs reported by QA
- Take part in code reviews, planning and demos

You know HTML, CSS and JavaScript well, have built at least one project with Vue or React, and want to grow under the guidance of a senior mentor.

We offer 2,000–2,800 GEL net, a mentor for your first six months, health insurance and a hybrid schedule.`,
    descriptionGe: `დაიწყეთ კარიერა გუნდში, რომელიც კოდის ყოველ ხაზს თქვენთან ერთად განიხილავს. ვეძებთ ჯუნიორ ფრონტენდ დეველოპერს ელექტრონული კომერციის პროექტისთვის, რომელიც Vue-სა და TypeScript-ზეა შექმნილი.

## რას ისწავლით და გააკეთებთ

- Figma-ს დიზაინის მიხედვით შექმნით ინტერფეისის კომპონენტებს
- Jest-ით დაწერთ ტესტებს და გამოასწორებთ ტესტერების მიერ ნაპოვნ ხარვეზებს
- მიიღებთ მონაწილეობას კოდის მიმოხილვაში, დაგეგმვასა და დემონსტრაციებში

კარგად იცით HTML, CSS და JavaScript, Vue-ზე ან React-ზე შექმნილი გაქვთ მინიმუმ ერთი პროექტი და გსურთ, გამოცდილი მენტორის ხელმძღვანელობით განვითარდეთ.

გთავაზობთ 2 000–2 800 ლარს ხელზე, მენტორს პირველი ექვსი თვის განმავლობაში, ჯანმრთელობის დაზღვევას და ჰიბრიდულ გრაფიკს.`,
    experienceKey: 'junior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'frontend-development',
    technologyKeys: ['vue', 'typescript', 'javascript', 'html', 'css', 'jest'],
    benefitKeys: ['health-insurance', 'mentorship', 'tech-talks', 'snacks-coffee'],
    languages: ['ka', 'en'],
    salaryMin: 2000,
    salaryMax: 2800,
    currency: 1,
    showSalary: true,
    status: 'ended',
    publishedDaysAgo: 75,
    deadlineMonths: 1,
  },
  {
    key: 'kartuli-code-project-manager',
    companyKey: 'kartuli-code',
    title: 'Project Manager (Delivery)',
    titleGe: 'პროექტის მენეჯერი (მიწოდება)',
    descriptionEn: `We build software for clients in Germany, the Netherlands and the UK, and we need a project manager who keeps promises realistic and deliveries on time.

## What you will do

- Plan releases with the client and the team, and keep the backlog in order in Jira
- Run sprint ceremonies and remove what blocks the team
- Report progress, risks and budget to the client every week

You have three or more years of managing software projects, speak and write English fluently, and know when to say no. German is a plus.

We offer a competitive salary, a hybrid schedule, health insurance and a conference budget.`,
    descriptionGe: `ჩვენ ვქმნით პროგრამულ უზრუნველყოფას გერმანიის, ნიდერლანდებისა და დიდი ბრიტანეთის კლიენტებისთვის და გვჭირდება პროექტის მენეჯერი, რომელიც დაპირებებს რეალისტურს, მიწოდებას კი დროულს გახდის.

## რას გააკეთებთ

- კლიენტთან და გუნდთან ერთად დაგეგმავთ გამოშვებებს და Jira-ში მოაწესრიგებთ დავალებებს
- წარმართავთ სპრინტის შეხვედრებს და მოხსნით ყველაფერს, რაც გუნდს ხელს უშლის
- ყოველკვირეულად აცნობებთ კლიენტს პროგრესს, რისკებსა და ბიუჯეტს

პროგრამული პროექტების მართვის სამწლიანი ან მეტი გამოცდილება გაქვთ, თავისუფლად საუბრობთ და წერთ ინგლისურად და იცით, როდის უნდა თქვათ უარი. გერმანული ენის ცოდნა უპირატესობაა.

გთავაზობთ კონკურენტულ ანაზღაურებას, ჰიბრიდულ გრაფიკს, ჯანმრთელობის დაზღვევას და კონფერენციების ბიუჯეტს.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'project-management',
    technologyKeys: ['jira', 'confluence', 'scrum'],
    languages: ['ka', 'en', 'de'],
    showSalary: false,
    status: 'ended',
    publishedDaysAgo: 40,
    endedDaysAgo: 10,
    deadlineMonths: 3,
  },
  {
    key: 'kartuli-code-dotnet-tech-lead',
    companyKey: 'kartuli-code',
    title: 'Tech Lead (.NET)',
    titleGe: 'ტექნიკური ლიდერი (.NET)',
    descriptionEn: `A new client in logistics asked us for a team of five .NET developers, and we need someone to lead it.

## What you will do

- Shape the architecture of a new ASP.NET Core platform on Azure
- Lead a team of four developers and review their code

We will add the salary range and benefits before publishing.`,
    experienceKey: 'lead',
    employmentTypeKey: 'full-time',
    cityKey: 'tbilisi',
    jobFunctionKey: 'backend-development',
    technologyKeys: ['csharp', 'dotnet', 'aspnet', 'azure'],
    languages: ['en'],
    showSalary: false,
    status: 'draft',
    publishedDaysAgo: 1,
  },
  {
    key: 'kartuli-code-flutter-draft',
    companyKey: 'kartuli-code',
    title: 'Flutter Developer',
    technologyKeys: [],
    showSalary: false,
    status: 'draft',
    publishedDaysAgo: 6,
  },

  // Mtatsminda Labs
  {
    key: 'mtatsminda-labs-security-engineer',
    companyKey: 'mtatsminda-labs',
    title: 'Application Security Engineer',
    titleGe: 'აპლიკაციების უსაფრთხოების ინჟინერი',
    descriptionEn: `People trust Mtatsminda Pay with their salaries. Our security team makes sure that trust is deserved, and it is looking for an application security engineer.

## What you will do

- Review the design of new features and threat-model them with the product teams
- Run and automate security testing of our web, mobile and API surfaces
- Triage reports from our bug bounty programme and follow fixes to the end
- Teach developers secure coding through workshops and reviews

## What we are looking for

- Four or more years in application security or penetration testing
- A deep understanding of the OWASP Top 10 and mobile security
- Experience with Burp Suite and with reading Java or Kotlin code

We offer a competitive salary, an annual bonus, family health insurance, 28 days of paid leave and paid security certifications.`,
    descriptionGe: `ადამიანები Mtatsminda Pay-ს საკუთარ ხელფასს ანდობენ. ჩვენი უსაფრთხოების გუნდი ზრუნავს, რომ ეს ნდობა გამართლდეს, და ეძებს აპლიკაციების უსაფრთხოების ინჟინერს.

## რას გააკეთებთ

- პროდუქტის გუნდებთან ერთად განიხილავთ ახალი ფუნქციონალის დიზაინს და შეაფასებთ საფრთხეებს
- ჩაატარებთ და ავტომატიზებთ ვებ, მობილური და API ზედაპირების უსაფრთხოების ტესტირებას
- დაამუშავებთ ხარვეზების ძიების პროგრამის ანგარიშებს და ბოლომდე გააკონტროლებთ გასწორებას
- სემინარებითა და კოდის მიმოხილვით დეველოპერებს უსაფრთხო კოდის წერას ასწავლით

## ვის ვეძებთ

- აპლიკაციების უსაფრთხოებაში ან შეღწევადობის ტესტირებაში ოთხწლიანი ან მეტი გამოცდილება
- OWASP Top 10-ისა და მობილური უსაფრთხოების ღრმა ცოდნა
- Burp Suite-თან მუშაობისა და Java-ზე ან Kotlin-ზე დაწერილი კოდის კითხვის გამოცდილება

გთავაზობთ კონკურენტულ ანაზღაურებას, წლიურ ბონუსს, ოჯახის ჯანმრთელობის დაზღვევას, 28 დღე ანაზღაურებად შვებულებას და უსაფრთხოების სერტიფიკატების დაფინანსებას.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'security-engineering',
    technologyKeys: ['owasp', 'burp-suite', 'java', 'kotlin', 'kubernetes'],
    benefitKeys: ['family-health-insurance', 'annual-bonus', 'paid-leave-24-plus', 'conference-budget', 'free-lunch'],
    languages: ['ka', 'en'],
    showSalary: false,
    publishedDaysAgo: 9,
    deadlineMonths: 3,
  },
  {
    key: 'mtatsminda-labs-data-analyst',
    companyKey: 'mtatsminda-labs',
    title: 'Data Analyst (Payments)',
    titleGe: 'მონაცემთა ანალიტიკოსი (გადახდები)',
    descriptionEn: `Which bills do people pay late, and why? Help the payments team answer questions like this with data.

## What you will do

- Build dashboards in Power BI for product and business teams
- Write SQL against our PostgreSQL data warehouse
- Design and analyse experiments together with product managers

You have two or more years of experience in analytics, write clean SQL, know some Python and can explain numbers to people who do not love them.

Salary: 3,500–4,800 GEL net, plus an annual bonus and family health insurance.`,
    descriptionGe: `რომელ გადასახადებს იხდიან ადამიანები დაგვიანებით და რატომ? დაეხმარეთ გადახდების გუნდს მსგავს კითხვებზე მონაცემებით პასუხის გაცემაში.

## რას გააკეთებთ

- Power BI-ში შექმნით დაფებს პროდუქტისა და ბიზნესის გუნდებისთვის
- დაწერთ SQL მოთხოვნებს ჩვენს PostgreSQL მონაცემთა საცავზე
- პროდუქტის მენეჯერებთან ერთად დაგეგმავთ და გააანალიზებთ ექსპერიმენტებს

ანალიტიკაში ორწლიანი ან მეტი გამოცდილება გაქვთ, წერთ სუფთა SQL-ს, იცით Python-ის საფუძვლები და შეგიძლიათ რიცხვები იმ ადამიანებსაც აუხსნათ, ვისაც ისინი არ უყვარს.

ხელფასი: 3 500–4 800 ლარი ხელზე, ასევე წლიური ბონუსი და ოჯახის ჯანმრთელობის დაზღვევა.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'data-analysis',
    technologyKeys: ['sql', 'postgresql', 'power-bi', 'python'],
    languages: ['ka', 'en'],
    salaryMin: 3500,
    salaryMax: 4800,
    currency: 1,
    showSalary: true,
    status: 'ended',
    publishedDaysAgo: 95,
    deadlineMonths: 2,
  },
  {
    key: 'mtatsminda-labs-qa-intern',
    companyKey: 'mtatsminda-labs',
    title: 'QA Intern',
    titleGe: 'სტაჟიორი ტესტირების მიმართულებით',
    descriptionEn: `A three-month paid internship in our quality assurance team, with a job offer for those who enjoy it.

## You will

- Test new versions of the Mtatsminda Pay app on Android and iOS
- Write clear bug reports and test cases in TestRail
- Learn the basics of API testing with Postman

You are a student or a recent graduate, you are curious and careful, and you can read technical English.

The internship is paid 1,200 GEL net a month and takes place in our Tbilisi office.`,
    descriptionGe: `სამთვიანი ანაზღაურებადი სტაჟირება ჩვენს ხარისხის უზრუნველყოფის გუნდში და სამსახურის შეთავაზება მათთვის, ვისაც ეს საქმე მოეწონება.

## თქვენ

- გატესტავთ Mtatsminda Pay აპლიკაციის ახალ ვერსიებს Android-სა და iOS-ზე
- TestRail-ში დაწერთ გასაგებ ანგარიშებს ხარვეზებზე და სატესტო სცენარებს
- ისწავლით API ტესტირების საფუძვლებს Postman-ით

ხართ სტუდენტი ან ახალი კურსდამთავრებული, ცნობისმოყვარე და ყურადღებიანი, და შეგიძლიათ ტექნიკური ინგლისური ტექსტის წაკითხვა.

სტაჟირება ანაზღაურდება თვეში 1 200 ლარით ხელზე და მიმდინარეობს ჩვენს თბილისის ოფისში.`,
    experienceKey: 'intern',
    employmentTypeKey: 'internship',
    workLocationKey: 'on-site',
    cityKey: 'tbilisi',
    jobFunctionKey: 'manual-testing',
    technologyKeys: ['testrail', 'postman', 'android', 'ios'],
    languages: ['ka'],
    salaryMin: 1200,
    salaryMax: 1200,
    currency: 1,
    showSalary: true,
    status: 'ended',
    publishedDaysAgo: 50,
    endedDaysAgo: 20,
    deadlineMonths: 2,
  },

  // Rioni Data
  {
    key: 'rioni-data-bi-developer',
    companyKey: 'rioni-data',
    title: 'BI Developer (Power BI)',
    titleGe: 'BI დეველოპერი (Power BI)',
    descriptionEn: `Retail chains and banks use our reports every morning to decide what to do that day. We are looking for a BI developer in Kutaisi to build the next ones.

## What you will do

- Model data and build Power BI reports that people actually open
- Write and tune SQL on Microsoft SQL Server
- Automate data preparation with Python

You have at least two years of experience with Power BI or Tableau, know SQL well and like to talk with the people who use your reports.

Salary: 3,000–4,200 GEL net, a hybrid schedule in our Kutaisi office, health insurance and study leave for exams.`,
    descriptionGe: `სავაჭრო ქსელები და ბანკები ჩვენს ანგარიშებს ყოველ დილით იყენებენ, რათა გადაწყვიტონ, რა გააკეთონ იმ დღეს. ქუთაისში ვეძებთ BI დეველოპერს, რომელიც შემდეგ ანგარიშებს შექმნის.

## რას გააკეთებთ

- დაამოდელირებთ მონაცემებს და შექმნით Power BI ანგარიშებს, რომლებსაც ადამიანები მართლაც ხსნიან
- დაწერთ და ოპტიმიზაციას გაუკეთებთ SQL მოთხოვნებს Microsoft SQL Server-ზე
- Python-ით ავტომატიზებთ მონაცემების მომზადებას

Power BI-თან ან Tableau-სთან მუშაობის მინიმუმ ორწლიანი გამოცდილება გაქვთ, კარგად იცით SQL და გიყვართ საუბარი იმ ადამიანებთან, ვინც თქვენს ანგარიშებს იყენებს.

ხელფასი: 3 000–4 200 ლარი ხელზე, ჰიბრიდული გრაფიკი ქუთაისის ოფისში, ჯანმრთელობის დაზღვევა და სასწავლო შვებულება გამოცდებისთვის.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'kutaisi',
    jobFunctionKey: 'business-intelligence',
    technologyKeys: ['power-bi', 'sql', 'mssql', 'python'],
    languages: ['ka', 'en'],
    salaryMin: 3000,
    salaryMax: 4200,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 3,
    deadlineMonths: 1,
  },
  {
    key: 'rioni-data-ml-engineer',
    companyKey: 'rioni-data',
    title: 'Machine Learning Engineer (Forecasting)',
    titleGe: 'მანქანური სწავლების ინჟინერი (პროგნოზირება)',
    descriptionEn: `How much bread will a shop in Zugdidi sell next Tuesday? Our forecasting models answer questions like this for thousands of products, and we want them to be better.

## What you will do

- Build and improve demand forecasting models with Python and scikit-learn
- Turn notebooks into reliable pipelines with Airflow on AWS
- Measure the models against what really happened and explain the results to clients

## What we are looking for

- Three or more years of applied machine learning, ideally with time series
- Strong Python and pandas, solid statistics
- Experience with putting models into production

The role is fully remote. We offer 2,500–3,500 USD net a month, a learning budget and flexible hours.`,
    descriptionGe: `რამდენ პურს გაყიდის ზუგდიდის მაღაზია მომავალ სამშაბათს? ჩვენი პროგნოზირების მოდელები ათასობით პროდუქტისთვის პასუხობს მსგავს კითხვებს და გვინდა, რომ ისინი კიდევ უკეთესი გახდეს.

## რას გააკეთებთ

- Python-ითა და scikit-learn-ით შექმნით და გააუმჯობესებთ მოთხოვნის პროგნოზირების მოდელებს
- Jupyter-ის ჩანაწერებს AWS-ზე Airflow-ით საიმედო პროცესებად აქცევთ
- მოდელებს რეალურ შედეგებს შეადარებთ და კლიენტებს შედეგებს აუხსნით

## ვის ვეძებთ

- გამოყენებით მანქანურ სწავლებაში სამწლიანი ან მეტი გამოცდილება, სასურველია დროით მწკრივებთან
- Python-ისა და pandas-ის კარგი ცოდნა, სტატისტიკის მყარი საფუძვლები
- მოდელების რეალურ გარემოში დანერგვის გამოცდილება

პოზიცია სრულად დისტანციურია. გთავაზობთ თვეში 2 500–3 500 აშშ დოლარს ხელზე, სწავლის ბიუჯეტს და მოქნილ სამუშაო საათებს.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'remote',
    cityKey: 'kutaisi',
    jobFunctionKey: 'machine-learning',
    technologyKeys: ['python', 'scikit-learn', 'pandas', 'airflow', 'aws', 'jupyter'],
    benefitKeys: [
      'health-insurance',
      'training-budget',
      'learning-platforms',
      'flexible-hours',
      'remote-work-allowance',
    ],
    languages: ['en'],
    salaryMin: 2500,
    salaryMax: 3500,
    currency: 2,
    showSalary: true,
    publishedDaysAgo: 11,
    deadlineMonths: 2,
  },
  {
    key: 'rioni-data-analytics-engineer',
    companyKey: 'rioni-data',
    title: 'Analytics Engineer (dbt)',
    titleGe: 'ანალიტიკის ინჟინერი (dbt)',
    descriptionEn: `We are moving our clients' reporting to dbt and BigQuery and need an analytics engineer to lead the move.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'remote',
    cityKey: 'kutaisi',
    jobFunctionKey: 'data-engineering',
    technologyKeys: ['dbt', 'bigquery', 'sql'],
    showSalary: false,
    status: 'draft',
    publishedDaysAgo: 3,
  },

  // Batumi Bytes: unverified, so its new vacancies wait for staff
  {
    key: 'batumi-bytes-vue-frontend',
    companyKey: 'batumi-bytes',
    title: 'Vue.js Frontend Developer',
    titleGe: 'Vue.js ფრონტენდ დეველოპერი',
    descriptionEn: `Hotels on the Black Sea coast take bookings through the systems we build. We are looking for a frontend developer to make those booking pages faster and friendlier.

## What you will do

- Build booking and payment pages with Vue and Tailwind CSS
- Connect them to our Laravel APIs
- Make sure everything works on a slow phone connection on the beach

You have a year or more of experience with Vue or React, know modern JavaScript and care about details. Working from our office near the Batumi boulevard is part of the job.

Salary: 2,000–3,000 GEL net, short Fridays, team events and language courses.`,
    descriptionGe: `შავი ზღვის სანაპიროს სასტუმროები ჯავშნებს იმ სისტემებით იღებენ, რომლებსაც ჩვენ ვქმნით. ვეძებთ ფრონტენდ დეველოპერს, რომელიც დაჯავშნის გვერდებს უფრო სწრაფსა და მოსახერხებელს გახდის.

## რას გააკეთებთ

- Vue-თი და Tailwind CSS-ით შექმნით დაჯავშნისა და გადახდის გვერდებს
- დააკავშირებთ მათ ჩვენს Laravel API-ებთან
- უზრუნველყოფთ, რომ ყველაფერი პლაჟზე ნელი მობილური ინტერნეტითაც მუშაობდეს

Vue-სთან ან React-თან მუშაობის ერთწლიანი ან მეტი გამოცდილება გაქვთ, იცით თანამედროვე JavaScript და ყურადღებას აქცევთ დეტალებს. სამუშაო ბათუმის ბულვართან ახლოს მდებარე ოფისში მიმდინარეობს.

ხელფასი: 2 000–3 000 ლარი ხელზე, შემოკლებული პარასკევი, გუნდური ღონისძიებები და ენის კურსები.`,
    experienceKey: 'junior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'batumi',
    jobFunctionKey: 'frontend-development',
    technologyKeys: ['vue', 'javascript', 'tailwind-css', 'laravel'],
    languages: ['ka', 'en', 'ru'],
    salaryMin: 2000,
    salaryMax: 3000,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 5,
    deadlineMonths: 1,
  },
  {
    key: 'batumi-bytes-shopify-developer',
    companyKey: 'batumi-bytes',
    title: 'Shopify Developer',
    titleGe: 'Shopify დეველოპერი',
    descriptionEn: `Wine makers and craft shops from Adjara want to sell abroad, and Shopify is how they do it. Join us to build their online stores.

## What you will do

- Build and customise Shopify themes from our designs
- Set up payments, shipping and multilingual content
- Train shop owners to manage their stores

You have built Shopify or WooCommerce stores before, know HTML, CSS and JavaScript, and can explain technical things simply.

Salary: 2,200–3,200 GEL net, remote or from our Batumi office.`,
    descriptionGe: `აჭარელ მეღვინეებსა და ხელნაკეთი ნივთების მაღაზიებს სურთ, საზღვარგარეთ გაყიდონ და ამისთვის Shopify-ს იყენებენ. შემოგვიერთდით და შექმენით მათი ონლაინ მაღაზიები.

## რას გააკეთებთ

- ჩვენი დიზაინის მიხედვით შექმნით და მოარგებთ Shopify-ს თემებს
- გამართავთ გადახდებს, მიწოდებასა და მრავალენოვან კონტენტს
- მაღაზიების მფლობელებს ასწავლით საკუთარი მაღაზიის მართვას

Shopify-ზე ან WooCommerce-ზე მაღაზიები უკვე შექმნილი გაქვთ, იცით HTML, CSS და JavaScript და შეგიძლიათ ტექნიკური საკითხების მარტივად ახსნა.

ხელფასი: 2 200–3 200 ლარი ხელზე, დისტანციურად ან ბათუმის ოფისიდან.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'batumi',
    jobFunctionKey: 'frontend-development',
    technologyKeys: ['shopify', 'javascript', 'html', 'css'],
    languages: ['ka', 'en'],
    salaryMin: 2200,
    salaryMax: 3200,
    currency: 1,
    showSalary: true,
    review: 'pending',
    publishedDaysAgo: 1,
    deadlineMonths: 1,
  },
  {
    key: 'batumi-bytes-full-stack',
    companyKey: 'batumi-bytes',
    title: 'Full-Stack Developer (Laravel and Vue)',
    titleGe: 'Full-Stack დეველოპერი (Laravel და Vue)',
    descriptionEn: `We need a full-stack developer for a new channel manager that connects guesthouses with booking platforms.

## What you will do

- Build features end to end with Laravel, MySQL and Vue
- Integrate with the APIs of booking platforms

Salary up to 9,000 GEL for the right person.`,
    descriptionGe: `ვეძებთ Full-Stack დეველოპერს ახალი სისტემისთვის, რომელიც სასტუმრო სახლებს დაჯავშნის პლატფორმებთან აკავშირებს.

## რას გააკეთებთ

- Laravel-ით, MySQL-ითა და Vue-თი სრულად შექმნით ახალ ფუნქციონალს
- დააკავშირებთ სისტემას დაჯავშნის პლატფორმების API-ებთან

ხელფასი 9 000 ლარამდე შესაფერისი კანდიდატისთვის.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'batumi',
    jobFunctionKey: 'full-stack-development',
    technologyKeys: ['laravel', 'php', 'mysql', 'vue'],
    languages: ['ka'],
    salaryMin: 2500,
    salaryMax: 3500,
    currency: 1,
    showSalary: true,
    review: {
      rejectedFor:
        'The description promises up to 9,000 GEL while the salary fields say 2,500–3,500 GEL. Please make them agree and publish the vacancy again.',
    },
    publishedDaysAgo: 2,
    deadlineMonths: 1,
  },

  // Colchis Cloud
  {
    key: 'colchis-cloud-network-engineer',
    companyKey: 'colchis-cloud',
    title: 'Network Engineer',
    titleGe: 'ქსელის ინჟინერი',
    descriptionEn: `Our two data centres in Tbilisi carry the traffic of banks, shops and government services. We are looking for a network engineer to keep it flowing.

## What you will do

- Operate and extend our routing, switching and firewall infrastructure
- Automate configuration with Ansible and keep it in Git
- Investigate incidents together with the SRE team and write clear post-mortems

## What we are looking for

- Three or more years of running production networks (BGP, OSPF, VLANs)
- Confidence on the Linux command line
- A CCNP or similar certification is a plus

We offer 4,000–5,500 GEL net, an annual bonus, health and life insurance, a pension contribution and paid certifications.`,
    descriptionGe: `ჩვენი ორი მონაცემთა ცენტრი თბილისში ბანკების, მაღაზიებისა და სახელმწიფო სერვისების ტრაფიკს ატარებს. ვეძებთ ქსელის ინჟინერს, რომელიც ამ ნაკადს შეუფერხებლად შეინარჩუნებს.

## რას გააკეთებთ

- მართავთ და გააფართოებთ მარშრუტიზაციის, კომუტაციისა და ფაიერვოლის ინფრასტრუქტურას
- Ansible-ით ავტომატიზებთ კონფიგურაციას და შეინახავთ მას Git-ში
- SRE გუნდთან ერთად გამოიძიებთ ინციდენტებს და დაწერთ გასაგებ ანალიზს

## ვის ვეძებთ

- საწარმოო ქსელების მართვის სამწლიანი ან მეტი გამოცდილება (BGP, OSPF, VLAN)
- Linux-ის ბრძანებათა ხაზზე თავისუფლად მუშაობა
- CCNP ან მსგავსი სერტიფიკატი უპირატესობაა

გთავაზობთ 4 000–5 500 ლარს ხელზე, წლიურ ბონუსს, ჯანმრთელობისა და სიცოცხლის დაზღვევას, საპენსიო შენატანს და სერტიფიცირების დაფინანსებას.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'tbilisi',
    jobFunctionKey: 'network-engineering',
    technologyKeys: ['linux', 'ansible', 'git', 'nginx'],
    benefitKeys: ['health-insurance', 'life-insurance', 'annual-bonus', 'pension-contribution', 'training-budget'],
    languages: ['ka', 'en'],
    salaryMin: 4000,
    salaryMax: 5500,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 6,
    deadlineMonths: 2,
  },
  {
    key: 'colchis-cloud-support-engineer',
    companyKey: 'colchis-cloud',
    title: 'Cloud Support Engineer (night shifts)',
    titleGe: 'ქლაუდ მხარდაჭერის ინჟინერი (ღამის ცვლა)',
    descriptionEn: `When something breaks at 3 a.m., our customers call us. Join the support team that answers, and learn cloud infrastructure from the inside.

## What you will do

- Answer customer requests by phone, chat and e-mail
- Solve first-line issues with virtual machines, networks and storage
- Escalate what you cannot solve, with everything the next engineer needs

You know Linux basics, understand how the internet works, speak Georgian and English, and stay calm under pressure. Night shifts are two weeks a month, paid with a 30% bonus.

Salary: 2,500–3,200 GEL net, plus the night bonus, health insurance and a training budget.`,
    descriptionGe: `როცა ღამის სამ საათზე რამე ფუჭდება, ჩვენი მომხმარებლები ჩვენ გვირეკავენ. შემოუერთდით მხარდაჭერის გუნდს, რომელიც ამ ზარებს პასუხობს, და შეისწავლეთ ქლაუდ ინფრასტრუქტურა შიგნიდან.

## რას გააკეთებთ

- უპასუხებთ მომხმარებლების მოთხოვნებს ტელეფონით, ჩატითა და ელფოსტით
- გადაჭრით პირველი დონის პრობლემებს ვირტუალურ მანქანებთან, ქსელებთან და მეხსიერებასთან
- რასაც ვერ გადაჭრით, გადასცემთ შემდეგ ინჟინერს ყველა საჭირო ინფორმაციასთან ერთად

იცით Linux-ის საფუძვლები, გესმით, როგორ მუშაობს ინტერნეტი, საუბრობთ ქართულად და ინგლისურად და სტრესულ სიტუაციაში მშვიდად რჩებით. ღამის ცვლა თვეში ორი კვირაა და 30%-იანი დანამატით ანაზღაურდება.

ხელფასი: 2 500–3 200 ლარი ხელზე, ასევე ღამის დანამატი, ჯანმრთელობის დაზღვევა და სწავლის ბიუჯეტი.`,
    experienceKey: 'junior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'tbilisi',
    jobFunctionKey: 'help-desk',
    technologyKeys: ['linux', 'aws', 'azure'],
    languages: ['ka', 'en'],
    salaryMin: 2500,
    salaryMax: 3200,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 1,
    deadlineMonths: 1,
  },
  {
    key: 'colchis-cloud-platform-engineer',
    companyKey: 'colchis-cloud',
    title: 'Platform Engineer (Kubernetes)',
    titleGe: 'პლატფორმის ინჟინერი (Kubernetes)',
    descriptionEn: `We run a managed Kubernetes service for Georgian companies and need another engineer on the platform team.

## What you will do

- Operate and upgrade dozens of customer clusters
- Build automation with Helm, Argo CD and Terraform
- Improve monitoring with Prometheus and Grafana

You have two or more years of running Kubernetes in production and can write Go or Python.

Salary: 6,000–8,000 GEL net, stock options, health insurance and remote work from anywhere in Georgia.`,
    descriptionGe: `ქართული კომპანიებისთვის მართულ Kubernetes სერვისს ვუზრუნველყოფთ და პლატფორმის გუნდში კიდევ ერთი ინჟინერი გვჭირდება.

## რას გააკეთებთ

- მართავთ და განაახლებთ მომხმარებლების ათობით კლასტერს
- Helm-ით, Argo CD-ითა და Terraform-ით შექმნით ავტომატიზაციას
- Prometheus-ითა და Grafana-თი გააუმჯობესებთ მონიტორინგს

საწარმოო გარემოში Kubernetes-ის მართვის ორწლიანი ან მეტი გამოცდილება გაქვთ და შეგიძლიათ Go-ზე ან Python-ზე წერა.

ხელფასი: 6 000–8 000 ლარი ხელზე, აქციების ოფციონები, ჯანმრთელობის დაზღვევა და დისტანციური მუშაობა საქართველოს ნებისმიერი წერტილიდან.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'remote',
    cityKey: 'tbilisi',
    jobFunctionKey: 'cloud-engineering',
    technologyKeys: ['kubernetes', 'helm', 'argo-cd', 'terraform', 'prometheus', 'grafana', 'go'],
    languages: ['ka', 'en'],
    salaryMin: 6000,
    salaryMax: 8000,
    currency: 1,
    showSalary: true,
    status: 'ended',
    publishedDaysAgo: 120,
    deadlineMonths: 3,
  },
  {
    key: 'colchis-cloud-solutions-architect',
    companyKey: 'colchis-cloud',
    title: 'Solutions Architect',
    titleGe: 'გადაწყვეტილებების არქიტექტორი',
    descriptionEn: `Help our largest customers design their move to the cloud.`,
    descriptionGe: `დაეხმარეთ ჩვენს უმსხვილეს მომხმარებლებს ქლაუდში გადასვლის დაგეგმვაში.`,
    experienceKey: 'lead',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    technologyKeys: ['aws', 'azure', 'kubernetes'],
    languages: ['ka', 'en'],
    showSalary: false,
    status: 'draft',
    publishedDaysAgo: 12,
  },

  // Svaneti Soft: a page staff created; its vacancies were approved by staff
  {
    key: 'svaneti-soft-dotnet-developer',
    companyKey: 'svaneti-soft',
    title: '.NET Developer (school platform)',
    titleGe: '.NET დეველოპერი (სასკოლო პლატფორმა)',
    descriptionEn: `Teachers in more than 400 Georgian schools keep their gradebooks on our platform. We are looking for a .NET developer to help it grow.

## What you will do

- Develop new features in C# and ASP.NET Core
- Work with SQL Server and Entity Framework
- Fix issues that teachers report, often on the same day

You have two or more years of experience with C# and .NET, know SQL and some Angular, and care about software that busy people use every day.

We offer a competitive salary, flexible hours and 24 or more days of paid leave.`,
    descriptionGe: `საქართველოს 400-ზე მეტი სკოლის მასწავლებლები ჟურნალებს ჩვენს პლატფორმაზე აწარმოებენ. ვეძებთ .NET დეველოპერს, რომელიც პლატფორმის განვითარებაში დაგვეხმარება.

## რას გააკეთებთ

- C#-ითა და ASP.NET Core-ით შექმნით ახალ ფუნქციონალს
- იმუშავებთ SQL Server-თან და Entity Framework-თან
- გამოასწორებთ მასწავლებლების მიერ მოწოდებულ ხარვეზებს, ხშირად იმავე დღეს

C#-სა და .NET-თან მუშაობის ორწლიანი ან მეტი გამოცდილება გაქვთ, იცით SQL და Angular-ის საფუძვლები და გაინტერესებთ პროგრამები, რომლებსაც დაკავებული ადამიანები ყოველდღე იყენებენ.

გთავაზობთ კონკურენტულ ანაზღაურებას, მოქნილ სამუშაო საათებს და 24 ან მეტ დღე ანაზღაურებად შვებულებას.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'backend-development',
    technologyKeys: ['csharp', 'dotnet', 'aspnet', 'entity-framework', 'mssql', 'angular'],
    languages: ['ka'],
    showSalary: false,
    publishedDaysAgo: 14,
    deadlineMonths: 2,
  },
  {
    key: 'svaneti-soft-angular-developer',
    companyKey: 'svaneti-soft',
    title: 'Angular Developer',
    titleGe: 'Angular დეველოპერი',
    descriptionEn: `We are rebuilding the parents' portal of our school platform in Angular and TypeScript.

## What you will do

- Build pages for parents to follow grades, attendance and homework
- Make them accessible and fast on older phones

You have a year or more of experience with Angular and TypeScript.`,
    descriptionGe: `ჩვენი სასკოლო პლატფორმის მშობლების პორტალს Angular-სა და TypeScript-ზე თავიდან ვქმნით.

## რას გააკეთებთ

- შექმნით გვერდებს, სადაც მშობლები შეფასებებს, დასწრებასა და საშინაო დავალებებს ადევნებენ თვალს
- უზრუნველყოფთ, რომ გვერდები ხელმისაწვდომი და ძველ ტელეფონებზეც სწრაფი იყოს

Angular-სა და TypeScript-თან მუშაობის ერთწლიანი ან მეტი გამოცდილება გაქვთ.`,
    experienceKey: 'junior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'remote',
    cityKey: 'tbilisi',
    jobFunctionKey: 'frontend-development',
    technologyKeys: ['angular', 'typescript', 'rxjs'],
    languages: ['ka'],
    showSalary: false,
    status: 'ended',
    publishedDaysAgo: 80,
    deadlineMonths: 1,
  },

  // Narikala Games
  {
    key: 'narikala-games-game-designer',
    companyKey: 'narikala-games',
    title: 'Game Designer (mobile puzzle)',
    titleGe: 'თამაშის დიზაინერი (მობილური თავსატეხი)',
    descriptionEn: `Our puzzle game has three million players and a new level every day. We are looking for a game designer who loves making players think.

## What you will do

- Design levels, mechanics and live events for our puzzle game
- Balance the game's economy with data from our analysts
- Prototype ideas in Unity together with developers and artists

You have shipped at least one mobile game as a designer, can explain why a level is fun, and read player data without fear.

We offer a competitive salary, an annual bonus, a modern office in Vera where pets are welcome, and flexible hours.`,
    descriptionGe: `ჩვენს თავსატეხ თამაშს სამი მილიონი მოთამაშე ჰყავს და ყოველდღე ახალი დონე ემატება. ვეძებთ თამაშის დიზაინერს, რომელსაც უყვარს მოთამაშეების დაფიქრება.

## რას გააკეთებთ

- შექმნით დონეებს, მექანიკებსა და ღონისძიებებს ჩვენი თავსატეხი თამაშისთვის
- ანალიტიკოსების მონაცემებით დააბალანსებთ თამაშის ეკონომიკას
- დეველოპერებთან და მხატვრებთან ერთად Unity-ში შექმნით იდეების პროტოტიპებს

დიზაინერად მინიმუმ ერთი მობილური თამაში გაქვთ გამოშვებული, შეგიძლიათ ახსნათ, რატომ არის დონე საინტერესო, და მოთამაშეების მონაცემების კითხვის არ გეშინიათ.

გთავაზობთ კონკურენტულ ანაზღაურებას, წლიურ ბონუსს, თანამედროვე ოფისს ვერაზე, სადაც შინაური ცხოველებიც სასურველი სტუმრები არიან, და მოქნილ სამუშაო საათებს.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'game-development',
    technologyKeys: ['unity', 'jira', 'miro'],
    languages: ['ka', 'en'],
    showSalary: false,
    publishedDaysAgo: 10,
    deadlineMonths: 2,
  },
  {
    key: 'narikala-games-unreal-developer',
    companyKey: 'narikala-games',
    title: 'Senior Unreal Engine Developer',
    titleGe: 'სენიორ Unreal Engine დეველოპერი',
    descriptionEn: `We are starting our first PC and console game, a story-driven adventure set in medieval Tbilisi, and we are building its team around Unreal Engine 5.

## What you will do

- Build gameplay systems in C++ and Blueprints
- Set up the project's architecture, tools and build pipeline
- Mentor developers who come from our mobile games

## What we are looking for

- Five or more years of game development, at least two of them with Unreal Engine
- Excellent C++ and a good understanding of performance on consoles
- At least one shipped PC or console title

Salary: 8,000–11,000 GEL net, an annual bonus, health insurance and relocation help for candidates from abroad.`,
    descriptionGe: `ვიწყებთ ჩვენს პირველ თამაშს კომპიუტერებისა და კონსოლებისთვის — სიუჟეტურ სათავგადასავლო თამაშს, რომლის მოქმედება შუა საუკუნეების თბილისში ვითარდება, და მის გუნდს Unreal Engine 5-ის გარშემო ვაყალიბებთ.

## რას გააკეთებთ

- C++-ითა და Blueprints-ით შექმნით სათამაშო სისტემებს
- ჩამოაყალიბებთ პროექტის არქიტექტურას, ინსტრუმენტებსა და აწყობის პროცესს
- იქნებით მენტორი იმ დეველოპერებისთვის, რომლებიც ჩვენი მობილური თამაშებიდან მოდიან

## ვის ვეძებთ

- თამაშების შექმნის ხუთწლიანი ან მეტი გამოცდილება, აქედან მინიმუმ ორი წელი Unreal Engine-ზე
- C++-ის შესანიშნავი ცოდნა და კონსოლებზე წარმადობის კარგი გაგება
- მინიმუმ ერთი გამოშვებული თამაში კომპიუტერისთვის ან კონსოლისთვის

ხელფასი: 8 000–11 000 ლარი ხელზე, წლიური ბონუსი, ჯანმრთელობის დაზღვევა და საზღვარგარეთიდან გადმოსვლაში დახმარება.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'tbilisi',
    jobFunctionKey: 'game-development',
    technologyKeys: ['unreal-engine', 'cpp', 'git'],
    languages: ['en'],
    salaryMin: 8000,
    salaryMax: 11000,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 2,
    deadlineMonths: 3,
  },
  {
    key: 'narikala-games-qa-tester',
    companyKey: 'narikala-games',
    title: 'Game QA Tester (part-time)',
    titleGe: 'თამაშების ტესტერი (ნახევარი განაკვეთი)',
    descriptionEn: `Play our games before anyone else, and find what is broken. A part-time job that fits around your studies.

## What you will do

- Test new levels and features on Android and iOS devices
- Report bugs clearly in Jira, with steps and videos

You play mobile games a lot, notice details and write clearly in English or Georgian.

Salary: 900–1,200 GEL net a month for 20 hours a week.`,
    descriptionGe: `ითამაშეთ ჩვენი თამაშები ყველაზე ადრე და იპოვეთ, რა არ მუშაობს. ნახევარ განაკვეთზე სამუშაო, რომელიც სწავლასთან შეთავსებადია.

## რას გააკეთებთ

- გატესტავთ ახალ დონეებსა და ფუნქციონალს Android-ისა და iOS-ის მოწყობილობებზე
- Jira-ში გასაგებად აღწერთ ხარვეზებს ნაბიჯებითა და ვიდეოებით

ხშირად თამაშობთ მობილურ თამაშებს, ამჩნევთ დეტალებს და გასაგებად წერთ ინგლისურად ან ქართულად.

ხელფასი: თვეში 900–1 200 ლარი ხელზე, კვირაში 20 საათზე.`,
    experienceKey: 'intern',
    employmentTypeKey: 'part-time',
    workLocationKey: 'on-site',
    cityKey: 'tbilisi',
    jobFunctionKey: 'mobile-testing',
    technologyKeys: ['jira', 'android', 'ios'],
    languages: ['ka', 'en'],
    salaryMin: 900,
    salaryMax: 1200,
    currency: 1,
    showSalary: true,
    status: 'ended',
    publishedDaysAgo: 35,
    endedDaysAgo: 5,
    deadlineMonths: 2,
  },
  {
    key: 'narikala-games-2d-artist',
    companyKey: 'narikala-games',
    title: '2D Artist',
    titleGe: '2D მხატვარი',
    experienceKey: 'middle',
    jobFunctionKey: 'graphic-design',
    technologyKeys: ['photoshop', 'illustrator'],
    showSalary: false,
    status: 'draft',
    publishedDaysAgo: 20,
  },

  // Alazani Health
  {
    key: 'alazani-health-react-native',
    companyKey: 'alazani-health',
    title: 'React Native Developer',
    titleGe: 'React Native დეველოპერი',
    descriptionEn: `Patients in Kakheti book doctors, get lab results and renew prescriptions in our app. We are looking for a React Native developer to make it even easier.

## What you will do

- Build new features for the patient app on iOS and Android
- Work with Firebase for notifications and our REST APIs for everything else
- Test with real patients in our clinics in Telavi

You have two or more years with React Native and TypeScript, have published apps in the stores and care about accessibility for older users.

The role is remote, with a visit to Telavi once a month. Salary: 4,000–5,500 GEL net, family health insurance and a learning budget.`,
    descriptionGe: `კახეთში პაციენტები ჩვენი აპლიკაციით ჯავშნიან ექიმთან ვიზიტს, იღებენ ლაბორატორიულ პასუხებს და აახლებენ რეცეპტებს. ვეძებთ React Native დეველოპერს, რომელიც ამ ყველაფერს კიდევ უფრო გაამარტივებს.

## რას გააკეთებთ

- შექმნით ახალ ფუნქციონალს პაციენტის აპლიკაციისთვის iOS-სა და Android-ზე
- შეტყობინებებისთვის იმუშავებთ Firebase-თან, დანარჩენისთვის კი ჩვენს REST API-ებთან
- თელავის კლინიკებში აპლიკაციას რეალურ პაციენტებთან ერთად გატესტავთ

React Native-სა და TypeScript-თან მუშაობის ორწლიანი ან მეტი გამოცდილება გაქვთ, აპლიკაციები გამოქვეყნებული გაქვთ მაღაზიებში და ზრუნავთ ხანდაზმული მომხმარებლებისთვის ხელმისაწვდომობაზე.

პოზიცია დისტანციურია, თვეში ერთხელ თელავში ვიზიტით. ხელფასი: 4 000–5 500 ლარი ხელზე, ოჯახის ჯანმრთელობის დაზღვევა და სწავლის ბიუჯეტი.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'remote',
    cityKey: 'telavi',
    jobFunctionKey: 'mobile-development',
    technologyKeys: ['react-native', 'typescript', 'firebase', 'rest-api'],
    languages: ['ka', 'en'],
    salaryMin: 4000,
    salaryMax: 5500,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 4,
    deadlineMonths: 2,
  },
  {
    key: 'alazani-health-it-support',
    companyKey: 'alazani-health',
    title: 'IT Support Specialist (clinics)',
    titleGe: 'IT მხარდაჭერის სპეციალისტი (კლინიკები)',
    descriptionEn: `Doctors should treat patients, not printers. Help the clinics that use our platform keep their computers, networks and devices running.

## What you will do

- Set up and maintain workstations, printers and card readers in clinics around Telavi
- Help clinic staff by phone and in person
- Keep an inventory of equipment and a log of every request

You know Windows and basic networking, have a driving licence, and explain things patiently.

Salary: 1,500–2,000 GEL net, a company car for visits, health insurance and a transport allowance.`,
    descriptionGe: `ექიმებმა პაციენტები უნდა მკურნალონ და არა პრინტერები. დაეხმარეთ ჩვენი პლატფორმის მომხმარებელ კლინიკებს კომპიუტერების, ქსელებისა და მოწყობილობების გამართულ მუშაობაში.

## რას გააკეთებთ

- თელავისა და მისი შემოგარენის კლინიკებში გამართავთ და მოემსახურებით სამუშაო სადგურებს, პრინტერებსა და ბარათის წამკითხველებს
- დაეხმარებით კლინიკების პერსონალს ტელეფონით და ადგილზე
- აწარმოებთ აღჭურვილობის აღრიცხვას და ყველა მოთხოვნის ჟურნალს

იცით Windows-ი და ქსელის საფუძვლები, გაქვთ მართვის მოწმობა და მოთმინებით ხსნით საკითხებს.

ხელფასი: 1 500–2 000 ლარი ხელზე, სამსახურებრივი ავტომობილი ვიზიტებისთვის, ჯანმრთელობის დაზღვევა და ტრანსპორტის ხარჯის ანაზღაურება.`,
    experienceKey: 'junior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'telavi',
    jobFunctionKey: 'it-support',
    technologyKeys: ['linux'],
    benefitKeys: ['health-insurance', 'transport-allowance', 'paid-leave-24-plus', 'paid-sick-leave'],
    languages: ['ka'],
    salaryMin: 1500,
    salaryMax: 2000,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 8,
    deadlineMonths: 1,
  },
  {
    key: 'alazani-health-product-manager',
    companyKey: 'alazani-health',
    title: 'Product Manager',
    titleGe: 'პროდუქტის მენეჯერი',
    descriptionEn: `We are looking for our first product manager, to bring the voices of doctors and patients into every decision.

## What you will do

- Talk to clinics and patients every week and turn what you learn into a roadmap
- Work with a team of eight engineers and a designer
- Measure whether what we build actually helps

You have three or more years of product management, ideally in health or another regulated field.`,
    descriptionGe: `ვეძებთ ჩვენს პირველ პროდუქტის მენეჯერს, რომელიც ექიმებისა და პაციენტების ხმას ყოველ გადაწყვეტილებაში შეიტანს.

## რას გააკეთებთ

- ყოველკვირეულად ესაუბრებით კლინიკებსა და პაციენტებს და მიღებულ ცოდნას სამოქმედო გეგმად აქცევთ
- იმუშავებთ რვა ინჟინრისა და დიზაინერისგან შემდგარ გუნდთან
- გაზომავთ, რამდენად ეხმარება ადამიანებს ის, რასაც ვქმნით

პროდუქტის მართვის სამწლიანი ან მეტი გამოცდილება გაქვთ, სასურველია ჯანდაცვაში ან სხვა რეგულირებად სფეროში.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'telavi',
    jobFunctionKey: 'product-management',
    technologyKeys: ['jira', 'figma', 'miro'],
    languages: ['ka', 'en'],
    showSalary: false,
    status: 'ended',
    publishedDaysAgo: 65,
    deadlineMonths: 1,
  },

  // Vardzia Systems
  {
    key: 'vardzia-systems-data-engineer',
    companyKey: 'vardzia-systems',
    title: 'Data Engineer (telematics)',
    titleGe: 'მონაცემთა ინჟინერი (ტელემატიკა)',
    descriptionEn: `Fuel theft, idle engines and dangerous driving all leave traces in the data our trackers send. Help us find them.

## What you will do

- Build batch and streaming pipelines with Kafka, Spark and Airflow
- Model billions of positions a month in ClickHouse
- Deliver clean data sets to the analysts and the product teams

## What we are looking for

- Two or more years of data engineering
- Good Python and SQL, experience with one streaming technology
- Curiosity about trucks, roads and maps helps

Salary: 4,500–6,500 GEL net, an annual bonus, health insurance, free lunch and parking in Didube.`,
    descriptionGe: `საწვავის ქურდობა, უქმად მომუშავე ძრავები და სახიფათო მართვა — ყველაფერი კვალს ტოვებს მონაცემებში, რომლებსაც ჩვენი ტრეკერები აგზავნიან. დაგვეხმარეთ მათ პოვნაში.

## რას გააკეთებთ

- Kafka-ს, Spark-ისა და Airflow-ის გამოყენებით შექმნით პაკეტურ და ნაკადურ მონაცემთა პროცესებს
- ClickHouse-ში დაამოდელირებთ თვეში მილიარდობით მდებარეობის ჩანაწერს
- ანალიტიკოსებსა და პროდუქტის გუნდებს მიაწვდით სუფთა მონაცემთა ნაკრებებს

## ვის ვეძებთ

- მონაცემთა ინჟინერიაში ორწლიანი ან მეტი გამოცდილება
- Python-ისა და SQL-ის კარგი ცოდნა, ერთ-ერთ ნაკადურ ტექნოლოგიასთან მუშაობის გამოცდილება
- სატვირთო მანქანების, გზებისა და რუკების მიმართ ცნობისმოყვარეობა წაგადგებათ

ხელფასი: 4 500–6 500 ლარი ხელზე, წლიური ბონუსი, ჯანმრთელობის დაზღვევა, უფასო სადილი და ავტოსადგომი დიდუბეში.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'data-engineering',
    technologyKeys: ['python', 'apache-spark', 'kafka', 'clickhouse', 'airflow', 'sql'],
    languages: ['ka', 'en'],
    salaryMin: 4500,
    salaryMax: 6500,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 5,
    deadlineMonths: 2,
  },
  {
    key: 'vardzia-systems-hardware-test-engineer',
    companyKey: 'vardzia-systems',
    title: 'Hardware Test Engineer',
    titleGe: 'აპარატურის ტესტირების ინჟინერი',
    descriptionEn: `Before a tracker goes on a truck, it goes through our lab. Join the team that freezes, shakes and tortures our devices so that they never fail on the road.

## What you will do

- Run environmental and functional tests on new hardware
- Write test scripts in Python to automate the lab
- Report results to the firmware and hardware engineers

You have a degree in electronics or a related field, know how to use a multimeter and an oscilloscope, and can write simple Python scripts.

Salary: 2,500–3,500 GEL net, free lunch, parking and sports clubs.`,
    descriptionGe: `სანამ ტრეკერი სატვირთო მანქანაზე მოხვდება, ის ჩვენს ლაბორატორიაში გადის. შემოუერთდით გუნდს, რომელიც ჩვენს მოწყობილობებს ყინავს, არყევს და ყველანაირად ცდის, რათა ისინი გზაზე არასოდეს გაფუჭდეს.

## რას გააკეთებთ

- ახალ აპარატურაზე ჩაატარებთ გარემოს პირობებისა და ფუნქციურ ტესტებს
- Python-ზე დაწერთ სკრიპტებს ლაბორატორიის ავტომატიზაციისთვის
- შედეგებს აცნობებთ მიკროპროგრამებისა და აპარატურის ინჟინრებს

გაქვთ ელექტრონიკის ან მომიჯნავე სფეროს განათლება, იცით მულტიმეტრითა და ოსცილოგრაფით მუშაობა და შეგიძლიათ Python-ზე მარტივი სკრიპტების დაწერა.

ხელფასი: 2 500–3 500 ლარი ხელზე, უფასო სადილი, ავტოსადგომი და სპორტული კლუბები.`,
    experienceKey: 'junior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'tbilisi',
    jobFunctionKey: 'embedded-development',
    technologyKeys: ['python', 'linux'],
    benefitKeys: ['health-insurance', 'free-lunch', 'free-parking', 'sports-clubs', 'paid-leave-24-plus'],
    languages: ['ka'],
    salaryMin: 2500,
    salaryMax: 3500,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 12,
    deadlineMonths: 1,
  },
  {
    key: 'vardzia-systems-frontend-maps',
    companyKey: 'vardzia-systems',
    title: 'Frontend Developer (maps)',
    titleGe: 'ფრონტენდ დეველოპერი (რუკები)',
    descriptionEn: `Dispatchers watch thousands of trucks move on our maps every day. We need a frontend developer to make those maps faster and clearer.

## What you will do

- Build map views and dashboards with React and TypeScript
- Render large numbers of moving objects smoothly

You have two or more years with React and have worked with a map library.`,
    descriptionGe: `დისპეჩერები ყოველდღე ჩვენს რუკებზე ათასობით სატვირთო მანქანის მოძრაობას ადევნებენ თვალს. გვჭირდება ფრონტენდ დეველოპერი, რომელიც ამ რუკებს უფრო სწრაფსა და გასაგებს გახდის.

## რას გააკეთებთ

- React-ითა და TypeScript-ით შექმნით რუკის ხედებსა და დაფებს
- უზრუნველყოფთ დიდი რაოდენობით მოძრავი ობიექტის შეუფერხებელ ჩვენებას

React-თან მუშაობის ორწლიანი ან მეტი გამოცდილება გაქვთ და გიმუშავიათ რუკების ბიბლიოთეკასთან.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'frontend-development',
    technologyKeys: ['react', 'typescript', 'vite'],
    languages: ['ka', 'en'],
    salaryMin: 4000,
    salaryMax: 5500,
    currency: 1,
    showSalary: false,
    status: 'ended',
    publishedDaysAgo: 100,
    deadlineMonths: 2,
  },

  // Bazari Tech
  {
    key: 'bazari-tech-senior-data-scientist',
    companyKey: 'bazari-tech',
    title: 'Senior Data Scientist (Recommendations)',
    titleGe: 'სენიორ მონაცემთა მეცნიერი (რეკომენდაციები)',
    descriptionEn: `"You may also like" brings a fifth of our sales. We want it to be smarter, and we are looking for a senior data scientist to lead the work.

## What you will do

- Design, train and evaluate recommendation models with PyTorch
- Work with two billion events a year in BigQuery and Spark
- Run A/B tests with the product team and decide on the results together

## What we are looking for

- Five or more years in data science, with recommendation or ranking systems in production
- Strong Python, SQL and statistics
- The ability to explain a model's trade-offs to people who are not data scientists

We offer a competitive salary discussed at the interview, stock options, an annual bonus, family health insurance and free lunch.`,
    descriptionGe: `„შეიძლება ესეც მოგეწონოთ“ ჩვენი გაყიდვების მეხუთედს უზრუნველყოფს. გვინდა, რომ ეს ფუნქცია უფრო ჭკვიანი გახდეს, და ვეძებთ სენიორ მონაცემთა მეცნიერს, რომელიც ამ სამუშაოს უხელმძღვანელებს.

## რას გააკეთებთ

- PyTorch-ით დააპროექტებთ, გაწვრთნით და შეაფასებთ სარეკომენდაციო მოდელებს
- BigQuery-სა და Spark-ში იმუშავებთ წელიწადში ორ მილიარდ მოვლენასთან
- პროდუქტის გუნდთან ერთად ჩაატარებთ A/B ტესტებს და ერთად მიიღებთ გადაწყვეტილებას შედეგებზე

## ვის ვეძებთ

- მონაცემთა მეცნიერებაში ხუთწლიანი ან მეტი გამოცდილება, მათ შორის რეალურ გარემოში მომუშავე სარეკომენდაციო ან რანჟირების სისტემებით
- Python-ის, SQL-ისა და სტატისტიკის კარგი ცოდნა
- მოდელის კომპრომისების ახსნის უნარი იმ ადამიანებისთვის, ვინც მონაცემთა მეცნიერი არ არის

გთავაზობთ კონკურენტულ ანაზღაურებას, რომელსაც გასაუბრებაზე განვიხილავთ, აქციების ოფციონებს, წლიურ ბონუსს, ოჯახის ჯანმრთელობის დაზღვევას და უფასო სადილს.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'data-science',
    technologyKeys: ['python', 'pytorch', 'pandas', 'bigquery', 'apache-spark', 'sql'],
    languages: ['en'],
    showSalary: false,
    publishedDaysAgo: 3,
    deadlineMonths: 2,
  },
  {
    key: 'bazari-tech-ios-engineer',
    companyKey: 'bazari-tech',
    title: 'iOS Engineer',
    titleGe: 'iOS ინჟინერი',
    descriptionEn: `Most of our customers shop on their phones. Join the mobile team that builds the Bazari app for iPhone.

## What you will do

- Build features in Swift and SwiftUI, from the product page to checkout
- Improve start-up time and scrolling on large catalogues
- Release every two weeks, with feature flags and careful monitoring

You have three or more years of iOS development and a published app you are proud of.

Salary: 6,000–8,500 GEL net, stock options, family health insurance, free lunch and a hybrid schedule.`,
    descriptionGe: `ჩვენი მომხმარებლების უმეტესობა ტელეფონით ყიდულობს. შემოუერთდით მობილურ გუნდს, რომელიც Bazari-ს აპლიკაციას iPhone-ისთვის ქმნის.

## რას გააკეთებთ

- Swift-ითა და SwiftUI-ით შექმნით ფუნქციონალს პროდუქტის გვერდიდან შეკვეთის გაფორმებამდე
- დიდ კატალოგებზე გააუმჯობესებთ აპლიკაციის გაშვებისა და გადახვევის სისწრაფეს
- ყოველ ორ კვირაში გამოუშვებთ განახლებას ფუნქციების გადამრთველებითა და ფრთხილი მონიტორინგით

iOS დეველოპმენტის სამწლიანი ან მეტი გამოცდილება და გამოქვეყნებული აპლიკაცია გაქვთ, რომლითაც ამაყობთ.

ხელფასი: 6 000–8 500 ლარი ხელზე, აქციების ოფციონები, ოჯახის ჯანმრთელობის დაზღვევა, უფასო სადილი და ჰიბრიდული გრაფიკი.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'mobile-development',
    technologyKeys: ['swift', 'swiftui', 'ios', 'git'],
    languages: ['ka', 'en'],
    salaryMin: 6000,
    salaryMax: 8500,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 13,
    deadlineMonths: 2,
  },
  {
    key: 'bazari-tech-engineering-manager',
    companyKey: 'bazari-tech',
    title: 'Engineering Manager (Logistics)',
    titleGe: 'საინჟინრო გუნდის მენეჯერი (ლოგისტიკა)',
    descriptionEn: `From the warehouse in Lilo to a door in Batumi in one day: that is the promise the logistics teams keep. We are looking for an engineering manager for two of them.

## What you will do

- Lead two teams of backend and mobile engineers, eleven people in total
- Hire, coach and grow engineers, and hold regular one-to-ones
- Plan the roadmap with product and operations, and keep technical quality high

## What we are looking for

- Two or more years of managing engineers, after years of building software yourself
- Experience with distributed systems in Java or Kotlin
- Calm, clear communication in Georgian and English

We offer a competitive salary, stock options, an annual bonus and family health insurance.`,
    descriptionGe: `ლილოს საწყობიდან ბათუმის კარამდე ერთ დღეში — ეს არის დაპირება, რომელსაც ლოგისტიკის გუნდები ასრულებენ. ვეძებთ საინჟინრო მენეჯერს მათგან ორი გუნდისთვის.

## რას გააკეთებთ

- უხელმძღვანელებთ ბექენდ და მობილური ინჟინრების ორ გუნდს, სულ თერთმეტ ადამიანს
- აიყვანთ, გაწვრთნით და განავითარებთ ინჟინრებს და რეგულარულად ჩაატარებთ ინდივიდუალურ შეხვედრებს
- პროდუქტისა და ოპერაციების გუნდებთან ერთად დაგეგმავთ განვითარებას და შეინარჩუნებთ მაღალ ტექნიკურ ხარისხს

## ვის ვეძებთ

- ინჟინრების მართვის ორწლიანი ან მეტი გამოცდილება, მანამდე კი წლების განმავლობაში პროგრამული უზრუნველყოფის შექმნა
- Java-ზე ან Kotlin-ზე განაწილებულ სისტემებთან მუშაობის გამოცდილება
- მშვიდი და გასაგები კომუნიკაცია ქართულად და ინგლისურად

გთავაზობთ კონკურენტულ ანაზღაურებას, აქციების ოფციონებს, წლიურ ბონუსს და ოჯახის ჯანმრთელობის დაზღვევას.`,
    experienceKey: 'lead',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'engineering-management',
    technologyKeys: ['java', 'kotlin', 'kubernetes', 'jira'],
    languages: ['ka', 'en'],
    showSalary: false,
    publishedDaysAgo: 20,
    deadlineMonths: 3,
  },
  {
    key: 'bazari-tech-internal-tools',
    companyKey: 'bazari-tech',
    title: 'Full-Stack Developer (internal tools)',
    titleGe: 'Full-Stack დეველოპერი (შიდა ინსტრუმენტები)',
    descriptionEn: `Our customer care and warehouse teams work in tools we build ourselves. We are looking for a full-stack developer to make their days easier.

## What you will do

- Build admin tools with Node.js, NestJS and React
- Talk to the people who use them, often in the warehouse itself

You have two or more years of full-stack development with TypeScript.`,
    descriptionGe: `ჩვენი მომხმარებელთა მომსახურებისა და საწყობის გუნდები ჩვენ მიერვე შექმნილ ინსტრუმენტებში მუშაობენ. ვეძებთ Full-Stack დეველოპერს, რომელიც მათ სამუშაო დღეს გაამარტივებს.

## რას გააკეთებთ

- Node.js-ით, NestJS-ითა და React-ით შექმნით ადმინისტრირების ინსტრუმენტებს
- ესაუბრებით მათ მომხმარებლებს, ხშირად თავად საწყობში

TypeScript-ით Full-Stack დეველოპმენტის ორწლიანი ან მეტი გამოცდილება გაქვთ.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'full-stack-development',
    technologyKeys: ['typescript', 'nodejs', 'nestjs', 'react', 'postgresql'],
    languages: ['ka', 'en'],
    salaryMin: 5000,
    salaryMax: 7000,
    currency: 1,
    showSalary: true,
    status: 'ended',
    publishedDaysAgo: 45,
    endedDaysAgo: 15,
    deadlineMonths: 2,
  },
  {
    key: 'bazari-tech-senior-sre',
    companyKey: 'bazari-tech',
    title: 'Senior Site Reliability Engineer',
    titleGe: 'სენიორ SRE ინჟინერი',
    descriptionEn: `Black Friday traffic is ten times a normal day. Help us make it boring.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'hybrid',
    cityKey: 'tbilisi',
    jobFunctionKey: 'site-reliability-engineering',
    technologyKeys: ['kubernetes', 'gcp', 'terraform', 'prometheus'],
    languages: ['en'],
    showSalary: false,
    status: 'draft',
    publishedDaysAgo: 2,
  },

  // Ushba AI: unverified, so its new vacancies wait for staff
  {
    key: 'ushba-ai-nlp-engineer',
    companyKey: 'ushba-ai',
    title: 'NLP Engineer (Georgian language models)',
    titleGe: 'NLP ინჟინერი (ქართული ენობრივი მოდელები)',
    descriptionEn: `Large language models still stumble over Georgian. We want to change that, and we are looking for an NLP engineer to work on it with us.

## What you will do

- Collect and clean Georgian text corpora, with respect for their authors' rights
- Fine-tune and evaluate open language models with PyTorch
- Build retrieval and question-answering services with LangChain for our first customers

## What we are looking for

- Three or more years of NLP or machine learning work
- Strong Python and PyTorch, experience with transformer models
- Georgian as a native language is a strong plus

The role is remote within Georgia. We offer 3,500–5,000 USD net a month, stock options and a conference budget.`,
    descriptionGe: `დიდი ენობრივი მოდელები ქართულ ენაზე ჯერ კიდევ ბორძიკობენ. გვინდა ეს შევცვალოთ და ვეძებთ NLP ინჟინერს, რომელიც ამაზე ჩვენთან ერთად იმუშავებს.

## რას გააკეთებთ

- შეაგროვებთ და გაასუფთავებთ ქართულ ტექსტურ კორპუსებს ავტორების უფლებების დაცვით
- PyTorch-ით მოარგებთ და შეაფასებთ ღია ენობრივ მოდელებს
- LangChain-ით შექმნით ინფორმაციის მოძიებისა და კითხვა-პასუხის სერვისებს ჩვენი პირველი კლიენტებისთვის

## ვის ვეძებთ

- ბუნებრივი ენის დამუშავებაში ან მანქანურ სწავლებაში სამწლიანი ან მეტი გამოცდილება
- Python-ისა და PyTorch-ის კარგი ცოდნა, ტრანსფორმერ მოდელებთან მუშაობის გამოცდილება
- ქართული, როგორც მშობლიური ენა, დიდი უპირატესობაა

პოზიცია დისტანციურია საქართველოს ფარგლებში. გთავაზობთ თვეში 3 500–5 000 აშშ დოლარს ხელზე, აქციების ოფციონებს და კონფერენციების ბიუჯეტს.`,
    experienceKey: 'senior',
    employmentTypeKey: 'full-time',
    workLocationKey: 'remote',
    cityKey: 'tbilisi',
    jobFunctionKey: 'machine-learning',
    technologyKeys: ['python', 'pytorch', 'langchain', 'fastapi'],
    languages: ['ka', 'en'],
    salaryMin: 3500,
    salaryMax: 5000,
    currency: 2,
    showSalary: true,
    review: 'pending',
    publishedDaysAgo: 1,
    deadlineMonths: 2,
  },
  {
    key: 'ushba-ai-frontend-developer',
    companyKey: 'ushba-ai',
    title: 'Frontend Developer (React)',
    titleGe: 'ფრონტენდ დეველოპერი (React)',
    descriptionEn: `Our speech recognition needs a face. Build the web app in which call centres search and review their transcribed calls.

## What you will do

- Build the transcript viewer, search and audio player in React and TypeScript
- Work directly with the founders and our first customers

You have two or more years of React, write tests and like small teams that move fast.

The role is remote within Georgia. Salary: 2,500–3,500 USD net a month and stock options.`,
    descriptionGe: `ჩვენს მეტყველების ამოცნობის სისტემას სახე სჭირდება. შექმენით ვებ აპლიკაცია, რომელშიც ქოლ-ცენტრები საკუთარი ზარების ტრანსკრიპტებს მოძებნიან და გადახედავენ.

## რას გააკეთებთ

- React-ითა და TypeScript-ით შექმნით ტრანსკრიპტების დასათვალიერებელს, ძიებასა და აუდიო ფლეერს
- პირდაპირ იმუშავებთ დამფუძნებლებთან და ჩვენს პირველ კლიენტებთან

React-თან მუშაობის ორწლიანი ან მეტი გამოცდილება გაქვთ, წერთ ტესტებს და მოგწონთ პატარა, სწრაფად მოძრავი გუნდები.

პოზიცია დისტანციურია საქართველოს ფარგლებში. ხელფასი: თვეში 2 500–3 500 აშშ დოლარი ხელზე და აქციების ოფციონები.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'remote',
    cityKey: 'tbilisi',
    jobFunctionKey: 'frontend-development',
    technologyKeys: ['react', 'typescript', 'vite', 'jest'],
    languages: ['ka', 'en'],
    salaryMin: 2500,
    salaryMax: 3500,
    currency: 2,
    showSalary: true,
    review: 'pending',
    publishedDaysAgo: 0,
    deadlineMonths: 1,
  },

  // Rustavi Robotics: a page staff created; its vacancies were approved by staff
  {
    key: 'rustavi-robotics-computer-vision',
    companyKey: 'rustavi-robotics',
    title: 'Computer Vision Engineer',
    titleGe: 'კომპიუტერული ხედვის ინჟინერი',
    descriptionEn: `Our cameras check steel pipes and glass bottles for defects on production lines in Rustavi and Kutaisi. We are looking for a computer vision engineer to make them see better.

## What you will do

- Train and deploy defect detection models with PyTorch
- Optimise them to run in real time on industrial PCs with Linux
- Spend time on the factory floor to understand what the cameras see

You have two or more years of computer vision work, good Python and some C++, and you do not mind safety boots.

Salary: 4,000–6,000 GEL net, free parking and a transport allowance.`,
    descriptionGe: `ჩვენი კამერები რუსთავისა და ქუთაისის საწარმოო ხაზებზე ფოლადის მილებსა და მინის ბოთლებს დეფექტებზე ამოწმებს. ვეძებთ კომპიუტერული ხედვის ინჟინერს, რომელიც მათ უკეთ დაანახებს.

## რას გააკეთებთ

- PyTorch-ით გაწვრთნით და დანერგავთ დეფექტების აღმოჩენის მოდელებს
- მოარგებთ მათ Linux-იან სამრეწველო კომპიუტერებზე რეალურ დროში მუშაობას
- დროს გაატარებთ საწარმოში, რათა გაიგოთ, რას ხედავს კამერა

კომპიუტერულ ხედვაში ორწლიანი ან მეტი გამოცდილება, Python-ის კარგი და C++-ის საბაზისო ცოდნა გაქვთ და უსაფრთხოების ფეხსაცმელი არ გაშინებთ.

ხელფასი: 4 000–6 000 ლარი ხელზე, უფასო ავტოსადგომი და ტრანსპორტის ხარჯის ანაზღაურება.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'rustavi',
    jobFunctionKey: 'machine-learning',
    technologyKeys: ['python', 'pytorch', 'cpp', 'linux'],
    languages: ['ka'],
    salaryMin: 4000,
    salaryMax: 6000,
    currency: 1,
    showSalary: true,
    publishedDaysAgo: 7,
    deadlineMonths: 2,
  },
  {
    key: 'rustavi-robotics-automation-engineer',
    companyKey: 'rustavi-robotics',
    title: 'Automation Engineer (PLC)',
    titleGe: 'ავტომატიზაციის ინჟინერი (PLC)',
    descriptionEn: `Connect our vision systems to the machines on the line.

## What you will do

- Program PLCs and integrate them with our inspection software
- Commission new installations at customers' factories

You have experience with industrial automation and can read electrical drawings.`,
    descriptionGe: `დააკავშირეთ ჩვენი ხედვის სისტემები საწარმოო ხაზის დანადგარებთან.

## რას გააკეთებთ

- დააპროგრამებთ PLC კონტროლერებს და დააკავშირებთ მათ ჩვენს ინსპექციის პროგრამასთან
- კლიენტების საწარმოებში გაუშვებთ ახალ დანადგარებს

გაქვთ სამრეწველო ავტომატიზაციის გამოცდილება და შეგიძლიათ ელექტრული სქემების წაკითხვა.`,
    experienceKey: 'middle',
    employmentTypeKey: 'full-time',
    workLocationKey: 'on-site',
    cityKey: 'rustavi',
    jobFunctionKey: 'embedded-development',
    technologyKeys: ['c', 'python'],
    languages: ['ka', 'ru'],
    salaryMin: 3000,
    salaryMax: 4000,
    currency: 1,
    showSalary: true,
    status: 'ended',
    publishedDaysAgo: 90,
    deadlineMonths: 1,
  },
];
