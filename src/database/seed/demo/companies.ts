import type { DemoCompanySeed } from '../reference/types.js';

/**
 * Fictional companies (any likeness to a real one is unintended) loaded into an empty database so the
 * site has something to show. Four are verified, one is not, and one was listed from public information
 * and waits to be claimed.
 */
export const demoCompanies: DemoCompanySeed[] = [
  {
    key: 'kartuli-code',
    name: 'Kartuli Code',
    aboutEn: `Kartuli Code is a Tbilisi software house that designs and builds web and mobile products for clients in Georgia, the EU and the US. Since 2014 our teams have delivered more than 120 projects, from booking platforms for Georgian hotels to logistics dashboards used across Europe.

We work in small cross-functional squads of developers, QA engineers and designers who own a product from the first workshop to production. TypeScript, React and Node.js are at the heart of our stack, running on AWS and Kubernetes.

We invest in people: every engineer has a personal learning budget, a mentor and time for internal tech talks, and our office in Vake is a five-minute walk from the park.`,
    aboutGe: `Kartuli Code თბილისში დაფუძნებული პროგრამული უზრუნველყოფის კომპანიაა, რომელიც ვებ და მობილურ პროდუქტებს ქმნის კლიენტებისთვის საქართველოში, ევროკავშირსა და აშშ-ში. 2014 წლიდან ჩვენმა გუნდებმა 120-ზე მეტი პროექტი განახორციელეს — ქართული სასტუმროების დაჯავშნის პლატფორმებიდან ევროპაში გამოყენებულ ლოგისტიკურ სისტემებამდე.

ვმუშაობთ მცირე, მრავალპროფილიან გუნდებად, სადაც დეველოპერები, ტესტერები და დიზაინერები პროდუქტზე პირველი შეხვედრიდან გაშვებამდე ერთად აგებენ პასუხს. ჩვენი ძირითადი ტექნოლოგიებია TypeScript, React და Node.js, AWS-სა და Kubernetes-ზე.

ვზრუნავთ ადამიანებზე: ყველა ინჟინერს აქვს სწავლის პირადი ბიუჯეტი, მენტორი და დრო შიდა ტექნიკური შეხვედრებისთვის, ვაკის ოფისიდან კი პარკამდე ხუთი წუთის სავალია.`,
    tagline: 'Software crafted in Tbilisi, shipped worldwide',
    teamSize: '51-200',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/kartuli-code.svg',
    coverImageUrl: '/static/demo/covers/kartuli-code.svg',
    technologyKeys: [
      'typescript', 'javascript', 'react', 'nextjs', 'nodejs', 'nestjs', 'postgresql', 'redis', 'aws', 'docker',
      'kubernetes', 'playwright', 'figma', 'jira',
    ],
    benefitKeys: [
      'health-insurance', 'paid-leave-24-plus', 'paid-sick-leave', 'training-budget', 'conference-budget', 'mentorship',
      'tech-talks', 'laptop-of-choice', 'flexible-hours', 'snacks-coffee', 'team-events',
    ],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2014 },
      { keyFactKey: 'headquarters', descriptionEn: 'Tbilisi, Georgia', descriptionGe: 'თბილისი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['51-200'] },
      { keyFactKey: 'industry', optionKeys: ['outsourcing'] },
      { keyFactKey: 'company-type', optionKeys: ['outsourcing'] },
      { keyFactKey: 'specialties', optionKeys: ['web', 'mobile', 'cloud'] },
      { keyFactKey: 'revenue', optionKeys: ['5m-20m'] },
      { keyFactKey: 'employees-globally', descriptionNumber: 156 },
      { keyFactKey: 'employees-locally', descriptionNumber: 142 },
      { keyFactKey: 'paid-leave', descriptionNumber: 26 },
      { keyFactKey: 'location', descriptionEn: 'Vake, Tbilisi', descriptionGe: 'ვაკე, თბილისი' },
    ],
  },
  {
    key: 'mtatsminda-labs',
    name: 'Mtatsminda Labs',
    aboutEn: `Mtatsminda Labs builds the payment and banking apps that hundreds of thousands of people in Georgia open every day. Our Mtatsminda Pay wallet lets users send money by phone number, pay bills and split the bill after a supra in seconds, and our white-label mobile banking platform powers the apps of partner banks in the region.

We are a product company: engineers, designers and product managers sit together, talk to customers and release every week. The backend runs on Java and Spring with Kafka and PostgreSQL on Kubernetes; the mobile apps are native Kotlin and Swift.

Security and reliability are non-negotiable for us, and so is a healthy pace of work. We offer health insurance for you and your family, an annual bonus and 28 days of paid leave.`,
    aboutGe: `Mtatsminda Labs ქმნის გადახდისა და საბანკო აპლიკაციებს, რომლებსაც საქართველოში ყოველდღიურად ასიათასობით ადამიანი იყენებს. Mtatsminda Pay საფულით წამებში შეგიძლიათ ფულის გადარიცხვა ტელეფონის ნომრით, გადასახადების გადახდა და სუფრის ხარჯის მეგობრებთან გაყოფა, ჩვენი მობილბანკის პლატფორმა კი რეგიონის პარტნიორი ბანკების აპლიკაციებს ამუშავებს.

ჩვენ პროდუქტული კომპანია ვართ: ინჟინრები, დიზაინერები და პროდუქტის მენეჯერები ერთად მუშაობენ, მომხმარებლებს ესაუბრებიან და ყოველკვირეულად უშვებენ განახლებებს. ბექენდი აგებულია Java-სა და Spring-ზე და Kubernetes-ზე მუშაობს Kafka-სა და PostgreSQL-თან ერთად, მობილური აპლიკაციები კი ნატიურად, Kotlin-სა და Swift-ზეა დაწერილი.

უსაფრთხოება და საიმედოობა ჩვენთვის პრინციპულია, ისევე როგორც მუშაობის ჯანსაღი რიტმი. გთავაზობთ ჯანმრთელობის დაზღვევას თქვენთვის და ოჯახისთვის, წლიურ ბონუსს და 28 დღე ანაზღაურებად შვებულებას.`,
    tagline: 'Everyday payments, made simple',
    teamSize: '201-500',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/mtatsminda-labs.svg',
    coverImageUrl: '/static/demo/covers/mtatsminda-labs.svg',
    technologyKeys: [
      'java', 'kotlin', 'swift', 'spring', 'kafka', 'postgresql', 'redis', 'kubernetes', 'gcp', 'android', 'ios',
      'jetpack-compose', 'swiftui', 'react', 'typescript', 'figma', 'jira', 'confluence',
    ],
    benefitKeys: [
      'health-insurance', 'family-health-insurance', 'dental-care', 'paid-leave-24-plus', 'birthday-off',
      'annual-bonus', 'salary-review', 'language-courses', 'conference-budget', 'parental-leave', 'gym-membership',
      'mental-health', 'free-lunch', 'free-parking',
    ],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2017 },
      { keyFactKey: 'headquarters', descriptionEn: 'Tbilisi, Georgia', descriptionGe: 'თბილისი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['201-500'] },
      { keyFactKey: 'industry', optionKeys: ['fintech'] },
      { keyFactKey: 'company-type', optionKeys: ['product'] },
      { keyFactKey: 'specialties', optionKeys: ['mobile', 'web', 'security'] },
      { keyFactKey: 'revenue', optionKeys: ['20m-50m'] },
      { keyFactKey: 'employees-locally', descriptionNumber: 284 },
      { keyFactKey: 'paid-leave', descriptionNumber: 28 },
      { keyFactKey: 'location', descriptionEn: 'Chavchavadze Avenue, Tbilisi', descriptionGe: 'ჭავჭავაძის გამზირი, თბილისი' },
      {
        keyFactKey: 'other-key-facts',
        descriptionEn: 'Over 600,000 registered users of the Mtatsminda Pay wallet.',
        descriptionGe: 'Mtatsminda Pay საფულეს 600 000-ზე მეტი რეგისტრირებული მომხმარებელი ჰყავს.',
      },
    ],
  },
  {
    key: 'rioni-data',
    name: 'Rioni Data',
    aboutEn: `Rioni Data is a data and AI consultancy founded in Kutaisi and named after the river that runs through the city. We help banks, retailers, logistics companies and public institutions turn scattered data into reliable pipelines, clear dashboards and machine-learning models that actually get used.

Our data engineers, analysts and data scientists work with Python, Spark, Airflow, dbt and Power BI on Azure and Google Cloud. We proudly keep our main office in Kutaisi and run a paid internship programme with local universities every year.

If you enjoy hard data problems and want to solve them without moving to the capital, this is the place for you.`,
    aboutGe: `Rioni Data მონაცემებისა და ხელოვნური ინტელექტის საკონსულტაციო კომპანიაა, რომელიც ქუთაისში დაარსდა და სახელი ქალაქში გამავალი მდინარისგან მიიღო. ბანკებს, საცალო ქსელებს, ლოგისტიკურ კომპანიებსა და საჯარო დაწესებულებებს ვეხმარებით, რომ გაფანტული მონაცემები საიმედო ნაკადებად, მკაფიო დაფებად და რეალურად გამოყენებად მანქანური სწავლების მოდელებად აქციონ.

ჩვენი მონაცემთა ინჟინრები, ანალიტიკოსები და მონაცემთა მეცნიერები მუშაობენ Python-ით, Spark-ით, Airflow-ით, dbt-ითა და Power BI-ით, Azure-სა და Google Cloud-ზე. ვამაყობთ, რომ მთავარი ოფისი ქუთაისშია, და ყოველწლიურად ადგილობრივ უნივერსიტეტებთან ერთად ანაზღაურებად სტაჟირებას ვატარებთ.

თუ მონაცემებთან დაკავშირებული რთული ამოცანები გიყვართ და მათი გადაჭრა დედაქალაქში გადასვლის გარეშე გსურთ, სწორ ადგილას მოხვედით.`,
    tagline: 'From raw data to real decisions',
    teamSize: '11-50',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/rioni-data.svg',
    coverImageUrl: '/static/demo/covers/rioni-data.svg',
    technologyKeys: [
      'python', 'sql', 'pandas', 'apache-spark', 'airflow', 'dbt', 'power-bi', 'azure', 'gcp', 'bigquery', 'pytorch',
      'scikit-learn', 'postgresql', 'docker',
    ],
    benefitKeys: [
      'health-insurance', 'paid-leave-24-plus', 'paid-sick-leave', 'study-leave', 'training-budget', 'mentorship',
      'learning-platforms', 'flexible-hours', 'remote-work-allowance', 'transport-allowance',
    ],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2019 },
      { keyFactKey: 'headquarters', descriptionEn: 'Kutaisi, Georgia', descriptionGe: 'ქუთაისი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['11-50'] },
      { keyFactKey: 'industry', optionKeys: ['outsourcing'] },
      { keyFactKey: 'company-type', optionKeys: ['startup'] },
      { keyFactKey: 'specialties', optionKeys: ['data-ai', 'cloud', 'consulting'] },
      { keyFactKey: 'employees-locally', descriptionNumber: 38 },
      { keyFactKey: 'paid-leave', descriptionNumber: 24 },
      { keyFactKey: 'location', descriptionEn: 'Kutaisi and Tbilisi', descriptionGe: 'ქუთაისი და თბილისი' },
    ],
  },
  {
    key: 'batumi-bytes',
    name: 'Batumi Bytes',
    aboutEn: `Batumi Bytes is a digital agency on the Black Sea coast. We build websites, online shops and booking systems for hotels, restaurants, wineries and tour operators across Adjara and the rest of Georgia, and we keep them fast and secure season after season.

Our developers work mainly with PHP, Laravel, Vue.js, WordPress and Shopify, and our designers turn a brand into an interface guests enjoy using on their phones. Projects are small enough that every team member talks directly to the client.

Our office is a few minutes from Batumi Boulevard, and in summer we finish early on Fridays.`,
    aboutGe: `Batumi Bytes ციფრული სააგენტოა შავი ზღვის სანაპიროზე. ვქმნით ვებგვერდებს, ონლაინ მაღაზიებსა და დაჯავშნის სისტემებს სასტუმროებისთვის, რესტორნებისთვის, მარნებისა და ტუროპერატორებისთვის აჭარასა და საქართველოს სხვა კუთხეებში და ყოველ სეზონში ვზრუნავთ, რომ ისინი სწრაფად და უსაფრთხოდ მუშაობდნენ.

ჩვენი დეველოპერები ძირითადად PHP-ით, Laravel-ით, Vue.js-ით, WordPress-ითა და Shopify-ით მუშაობენ, დიზაინერები კი ბრენდს ისეთ ინტერფეისად აქცევენ, რომლის გამოყენებაც სტუმრებს ტელეფონიდან სიამოვნებთ. პროექტები იმდენად კომპაქტურია, რომ გუნდის ყველა წევრი კლიენტს პირდაპირ ესაუბრება.

ოფისი ბათუმის ბულვარიდან რამდენიმე წუთის სავალზეა, ზაფხულში კი პარასკევობით სამუშაო დღე ადრე სრულდება.`,
    tagline: 'Websites and booking systems for the Georgian coast',
    teamSize: '11-50',
    isVerified: false,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/batumi-bytes.svg',
    coverImageUrl: '/static/demo/covers/batumi-bytes.svg',
    technologyKeys: ['php', 'laravel', 'vue', 'javascript', 'mysql', 'wordpress', 'woocommerce', 'shopify', 'figma', 'tailwind-css'],
    benefitKeys: ['paid-leave-24-plus', 'flexible-hours', 'short-fridays', 'team-events', 'snacks-coffee', 'language-courses'],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2016 },
      { keyFactKey: 'headquarters', descriptionEn: 'Batumi, Georgia', descriptionGe: 'ბათუმი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['11-50'] },
      { keyFactKey: 'industry', optionKeys: ['e-commerce'] },
      { keyFactKey: 'company-type', optionKeys: ['agency'] },
      { keyFactKey: 'specialties', optionKeys: ['web', 'mobile'] },
      { keyFactKey: 'employees-locally', descriptionNumber: 23 },
      { keyFactKey: 'paid-leave', descriptionNumber: 24 },
    ],
  },
  {
    key: 'colchis-cloud',
    name: 'Colchis Cloud',
    aboutEn: `Colchis Cloud designs, builds and runs cloud infrastructure for companies in Georgia and abroad. Banks, telecom operators, e-commerce platforms and fast-growing startups trust us with their Kubernetes clusters, CI/CD pipelines and round-the-clock monitoring, and our security team helps them pass audits and stay ahead of attackers.

We work with Terraform, Kubernetes, Go, Prometheus and Grafana every day, on AWS, Azure and Google Cloud. Our engineers get paid certification exams, conference trips and time to contribute to open source.

We are named after ancient Colchis, the land of the Golden Fleece on Georgia's Black Sea coast, and we guard our clients' infrastructure as carefully as the Colchians guarded the Fleece.`,
    aboutGe: `Colchis Cloud საქართველოსა და მის ფარგლებს გარეთ მოქმედი კომპანიებისთვის ღრუბლოვან ინფრასტრუქტურას აპროექტებს, აწყობს და მართავს. ბანკები, ტელეკომუნიკაციური ოპერატორები, ელექტრონული კომერციის პლატფორმები და სწრაფად მზარდი სტარტაპები გვანდობენ Kubernetes-ის კლასტერებს, CI/CD პროცესებსა და სადღეღამისო მონიტორინგს, ჩვენი უსაფრთხოების გუნდი კი ეხმარება მათ აუდიტების გავლასა და თავდამსხმელებზე ერთი ნაბიჯით წინ ყოფნაში.

ყოველდღიურად ვმუშაობთ Terraform-ით, Kubernetes-ით, Go-თი, Prometheus-ითა და Grafana-თი, AWS-ზე, Azure-სა და Google Cloud-ზე. ინჟინრებს ვუფინანსებთ სასერტიფიკაციო გამოცდებსა და კონფერენციებზე დასწრებას და ღია კოდის პროექტებში მონაწილეობის დროსაც ვუთმობთ.

ჩვენი სახელი ძველ კოლხეთს, საქართველოს შავიზღვისპირეთში მდებარე ოქროს საწმისის ქვეყანას, უკავშირდება. კლიენტების ინფრასტრუქტურას ისევე გულმოდგინედ ვიცავთ, როგორც კოლხები იცავდნენ საწმისს.`,
    tagline: 'Cloud infrastructure you can sleep on',
    teamSize: '51-200',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/colchis-cloud.svg',
    coverImageUrl: '/static/demo/covers/colchis-cloud.svg',
    technologyKeys: [
      'go', 'python', 'bash', 'kubernetes', 'helm', 'terraform', 'ansible', 'aws', 'azure', 'gcp', 'docker', 'argo-cd',
      'gitlab', 'prometheus', 'grafana', 'linux', 'nginx', 'splunk', 'wireshark', 'burp-suite',
    ],
    benefitKeys: [
      'health-insurance', 'life-insurance', 'annual-checkup', 'paid-leave-24-plus', 'paid-sick-leave',
      'training-budget', 'conference-budget', 'home-office-setup', 'remote-work-allowance', 'annual-bonus',
      'stock-options', 'pension-contribution', 'newborn-bonus', 'flexible-hours',
    ],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2012 },
      { keyFactKey: 'headquarters', descriptionEn: 'Tbilisi, Georgia', descriptionGe: 'თბილისი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['51-200'] },
      { keyFactKey: 'industry', optionKeys: ['outsourcing'] },
      { keyFactKey: 'company-type', optionKeys: ['outsourcing'] },
      { keyFactKey: 'specialties', optionKeys: ['cloud', 'security', 'consulting'] },
      { keyFactKey: 'revenue', optionKeys: ['5m-20m'] },
      { keyFactKey: 'employees-globally', descriptionNumber: 148 },
      { keyFactKey: 'employees-locally', descriptionNumber: 117 },
      { keyFactKey: 'paid-leave', descriptionNumber: 25 },
      { keyFactKey: 'location', descriptionEn: 'Tbilisi and Batumi; remote across Georgia', descriptionGe: 'თბილისი და ბათუმი; დისტანციურად მთელ საქართველოში' },
      {
        keyFactKey: 'other-key-facts',
        descriptionEn: 'A 24/7 operations centre in Tbilisi; ISO/IEC 27001 certified.',
        descriptionGe: 'სადღეღამისო ოპერაციების ცენტრი თბილისში; ISO/IEC 27001 სერტიფიკატი.',
      },
    ],
  },
  {
    key: 'svaneti-soft',
    name: 'Svaneti Soft',
    aboutEn: `Svaneti Soft develops school management and e-learning software for private schools and training centres in Georgia. Its platform covers timetables, electronic gradebooks, online lessons and communication with parents, in Georgian and English.

The team builds its products with C#, .NET, Angular and Microsoft SQL Server, hosted on Microsoft Azure.

This profile was created from public information. If you represent Svaneti Soft, claim it to keep the details up to date and to publish vacancies for free.`,
    aboutGe: `Svaneti Soft ქმნის სკოლების მართვისა და ელექტრონული სწავლების პროგრამულ უზრუნველყოფას საქართველოს კერძო სკოლებისა და სასწავლო ცენტრებისთვის. პლატფორმა მოიცავს გაკვეთილების ცხრილს, ელექტრონულ ჟურნალს, ონლაინ გაკვეთილებსა და მშობლებთან კომუნიკაციას, ქართულ და ინგლისურ ენებზე.

გუნდი პროდუქტებს C#-ით, .NET-ით, Angular-ითა და Microsoft SQL Server-ით ქმნის, Microsoft Azure-ზე.

ეს პროფილი საჯარო ინფორმაციის საფუძველზეა შექმნილი. თუ Svaneti Soft-ს წარმოადგენთ, მოითხოვეთ პროფილი, რათა მონაცემები განაახლოთ და ვაკანსიები უფასოდ გამოაქვეყნოთ.`,
    tagline: 'School software for the digital classroom',
    teamSize: '11-50',
    isVerified: false,
    isClaimingNecessary: true,
    profileImageUrl: '/static/demo/logos/svaneti-soft.svg',
    coverImageUrl: '/static/demo/covers/svaneti-soft.svg',
    technologyKeys: ['csharp', 'dotnet', 'aspnet', 'entity-framework', 'angular', 'typescript', 'mssql', 'azure'],
    benefitKeys: ['paid-leave-24-plus', 'flexible-hours'],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2020 },
      { keyFactKey: 'headquarters', descriptionEn: 'Tbilisi, Georgia', descriptionGe: 'თბილისი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['11-50'] },
      { keyFactKey: 'industry', optionKeys: ['edtech'] },
      { keyFactKey: 'company-type', optionKeys: ['product'] },
      { keyFactKey: 'specialties', optionKeys: ['web'] },
      { keyFactKey: 'employees-locally', descriptionNumber: 14 },
    ],
  },
];
