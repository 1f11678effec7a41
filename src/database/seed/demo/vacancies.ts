import type { DemoVacancySeed } from '../reference/types.js';

/** Open vacancies of the demo companies. Descriptions are plain paragraphs separated by blank lines. */
export const demoVacancies: DemoVacancySeed[] = [
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
    publishedDaysAgo: 2,
    deadlineInDays: 30,
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
    publishedDaysAgo: 5,
    deadlineInDays: 25,
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
    publishedDaysAgo: 9,
    deadlineInDays: 21,
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
    publishedDaysAgo: 1,
    deadlineInDays: 45,
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
    publishedDaysAgo: 7,
    deadlineInDays: 40,
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
    publishedDaysAgo: 12,
    deadlineInDays: 30,
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
    publishedDaysAgo: 15,
    deadlineInDays: 20,
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
    publishedDaysAgo: 4,
    deadlineInDays: 35,
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
    publishedDaysAgo: 0,
    deadlineInDays: 14,
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
    publishedDaysAgo: 6,
    deadlineInDays: 28,
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
    publishedDaysAgo: 18,
    deadlineInDays: 60,
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
    publishedDaysAgo: 3,
    deadlineInDays: 30,
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
    publishedDaysAgo: 10,
    deadlineInDays: 45,
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
    publishedDaysAgo: 8,
    deadlineInDays: 21,
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
    publishedDaysAgo: 4,
    deadlineInDays: 30,
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
    publishedDaysAgo: 12,
    deadlineInDays: 30,
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
    publishedDaysAgo: 7,
    deadlineInDays: 30,
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
    publishedDaysAgo: 3,
    deadlineInDays: 40,
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
    publishedDaysAgo: 15,
    deadlineInDays: 20,
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
    publishedDaysAgo: 2,
    deadlineInDays: 35,
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
    publishedDaysAgo: 8,
    deadlineInDays: 25,
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
    publishedDaysAgo: 6,
    deadlineInDays: 30,
  },
];
