import type { DemoCompanySeed } from '../reference/types.js';

/** A Google Maps search link for an address. */
const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * Fictional companies (any likeness to a real one is unintended) loaded into an empty database so the
 * site has something to show. Eight are verified, two are not, and two were listed from public
 * information and wait to be claimed (they have no contact card).
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
    taglineGe: 'თბილისში შექმნილი პროგრამები მთელი მსოფლიოსთვის',
    teamSize: '51-200',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/kartuli-code.svg',
    coverImageUrl: '/static/demo/covers/kartuli-code.svg',
    createdDaysAgo: 540,
    contact: {
      phoneNumber: '32 2 47 18 20',
      countryCode: '+995',
      email: 'hello@kartulicode.ge',
      website: 'https://kartulicode.ge',
      georgiaOffice: '27 Paliashvili Street, Vake, Tbilisi 0179',
      georgiaOfficeGe: 'ფალიაშვილის ქუჩა 27, ვაკე, თბილისი 0179',
      googleMapUrl: mapUrl('27 Paliashvili Street, Tbilisi'),
      facebookUrl: 'https://www.facebook.com/kartulicode',
      linkedInUrl: 'https://www.linkedin.com/company/kartuli-code',
      youTubeUrl: 'https://www.youtube.com/@kartulicode',
    },
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
    taglineGe: 'ყოველდღიური გადახდები, მარტივად',
    teamSize: '201-500',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/mtatsminda-labs.svg',
    coverImageUrl: '/static/demo/covers/mtatsminda-labs.svg',
    createdDaysAgo: 480,
    contact: {
      phoneNumber: '32 2 90 55 10',
      countryCode: '+995',
      email: 'careers@mtatsmindalabs.ge',
      website: 'https://mtatsmindalabs.ge',
      georgiaOffice: '37 Chavchavadze Avenue, Tbilisi 0162',
      georgiaOfficeGe: 'ჭავჭავაძის გამზირი 37, თბილისი 0162',
      googleMapUrl: mapUrl('37 Chavchavadze Avenue, Tbilisi'),
      facebookUrl: 'https://www.facebook.com/mtatsmindapay',
      linkedInUrl: 'https://www.linkedin.com/company/mtatsminda-labs',
      twitterUrl: 'https://x.com/mtatsmindalabs',
      tikTokUrl: 'https://www.tiktok.com/@mtatsmindapay',
    },
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
    taglineGe: 'ნედლი მონაცემებიდან რეალურ გადაწყვეტილებებამდე',
    teamSize: '11-50',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/rioni-data.svg',
    coverImageUrl: '/static/demo/covers/rioni-data.svg',
    createdDaysAgo: 400,
    contact: {
      phoneNumber: '431 24 57 80',
      countryCode: '+995',
      email: 'info@rionidata.ge',
      website: 'https://rionidata.ge',
      georgiaOffice: '42 Rustaveli Avenue, Kutaisi 4600',
      georgiaOfficeGe: 'რუსთაველის გამზირი 42, ქუთაისი 4600',
      googleMapUrl: mapUrl('42 Rustaveli Avenue, Kutaisi'),
      facebookUrl: 'https://www.facebook.com/rionidata',
      linkedInUrl: 'https://www.linkedin.com/company/rioni-data',
    },
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
    taglineGe: 'ვებსაიტები და დაჯავშნის სისტემები საქართველოს სანაპიროსთვის',
    teamSize: '11-50',
    isVerified: false,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/batumi-bytes.svg',
    coverImageUrl: '/static/demo/covers/batumi-bytes.svg',
    createdDaysAgo: 300,
    contact: {
      phoneNumber: '422 27 31 45',
      countryCode: '+995',
      email: 'hello@batumibytes.ge',
      website: 'https://batumibytes.ge',
      georgiaOffice: '58 Gorgiladze Street, Batumi 6010',
      georgiaOfficeGe: 'გორგილაძის ქუჩა 58, ბათუმი 6010',
      googleMapUrl: mapUrl('58 Gorgiladze Street, Batumi'),
      facebookUrl: 'https://www.facebook.com/batumibytes',
      tikTokUrl: 'https://www.tiktok.com/@batumibytes',
    },
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
    taglineGe: 'ღრუბლოვანი ინფრასტრუქტურა, რომლის იმედიც შეგიძლიათ გქონდეთ',
    teamSize: '51-200',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/colchis-cloud.svg',
    coverImageUrl: '/static/demo/covers/colchis-cloud.svg',
    createdDaysAgo: 260,
    contact: {
      phoneNumber: '32 2 19 04 77',
      countryCode: '+995',
      email: 'contact@colchiscloud.ge',
      website: 'https://colchiscloud.ge',
      georgiaOffice: '34 Pekini Avenue, Saburtalo, Tbilisi 0160',
      georgiaOfficeGe: 'პეკინის გამზირი 34, საბურთალო, თბილისი 0160',
      googleMapUrl: mapUrl('34 Pekini Avenue, Tbilisi'),
      linkedInUrl: 'https://www.linkedin.com/company/colchis-cloud',
      twitterUrl: 'https://x.com/colchiscloud',
      youTubeUrl: 'https://www.youtube.com/@colchiscloud',
    },
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
    taglineGe: 'სასკოლო პროგრამები ციფრული საკლასო ოთახისთვის',
    teamSize: '11-50',
    isVerified: false,
    isClaimingNecessary: true,
    profileImageUrl: '/static/demo/logos/svaneti-soft.svg',
    coverImageUrl: '/static/demo/covers/svaneti-soft.svg',
    createdDaysAgo: 200,
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
  {
    key: 'narikala-games',
    name: 'Narikala Games',
    aboutEn: `Narikala Games is an independent game studio in Sololaki, right below the old fortress it is named after. Since 2015 we have released nine mobile puzzle and casual games with more than 40 million downloads, and we are now building our first game for PC and consoles, a tactical adventure inspired by Georgian folk tales.

Our gameplay programmers work in Unity and C#, the engine team in C++ and Unreal Engine, and our artists in Blender, Photoshop and After Effects. Designers, artists and engineers share one open floor and play each other's builds every Friday.

We believe good games need rested people: there is no mandatory crunch, every launch ends with a profit-sharing bonus, and the studio has a game library and a console room for the whole team.`,
    aboutGe: `Narikala Games დამოუკიდებელი სათამაშო სტუდიაა სოლოლაკში, იმ ძველი ციხესიმაგრის ძირას, რომლის სახელსაც ატარებს. 2015 წლიდან გამოვუშვით ცხრა მობილური თამაში — თავსატეხები და მსუბუქი, ყველასთვის გასაგები თამაშები, — რომლებიც 40 მილიონზე მეტჯერ ჩამოიტვირთა. ახლა ვქმნით ჩვენს პირველ თამაშს კომპიუტერისა და კონსოლებისთვის — ტაქტიკურ თავგადასავალს, რომელიც ქართული ხალხური ზღაპრებითაა შთაგონებული.

ჩვენი პროგრამისტები Unity-სა და C#-ზე მუშაობენ, ძრავის გუნდი — C++-სა და Unreal Engine-ზე, მხატვრები კი — Blender-ში, Photoshop-სა და After Effects-ში. დიზაინერები, მხატვრები და ინჟინრები ერთ ღია სივრცეში სხედან და ყოველ პარასკევს ერთმანეთის ახალ ვერსიებს თამაშობენ.

გვჯერა, რომ კარგ თამაშებს დასვენებული ადამიანები ქმნიან: სავალდებულო ზეგანაკვეთური მუშაობა არ გვაქვს, ყოველი გამოშვების შემდეგ მოგებიდან ბონუსს ვანაწილებთ, სტუდიაში კი მთელი გუნდისთვის თამაშების ბიბლიოთეკა და საკონსოლო ოთახია.`,
    tagline: 'Games made in Tbilisi, played around the world',
    taglineGe: 'თბილისში შექმნილი თამაშები, რომლებსაც მთელი მსოფლიო თამაშობს',
    teamSize: '51-200',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/narikala-games.svg',
    coverImageUrl: '/static/demo/covers/narikala-games.svg',
    createdDaysAgo: 150,
    contact: {
      phoneNumber: '32 2 93 61 08',
      countryCode: '+995',
      email: 'jobs@narikalagames.ge',
      website: 'https://narikalagames.ge',
      georgiaOffice: '21 Kote Abkhazi Street, Sololaki, Tbilisi 0105',
      georgiaOfficeGe: 'კოტე აფხაზის ქუჩა 21, სოლოლაკი, თბილისი 0105',
      googleMapUrl: mapUrl('21 Kote Abkhazi Street, Tbilisi'),
      facebookUrl: 'https://www.facebook.com/narikalagames',
      twitterUrl: 'https://x.com/narikalagames',
      youTubeUrl: 'https://www.youtube.com/@narikalagames',
      tikTokUrl: 'https://www.tiktok.com/@narikalagames',
    },
    technologyKeys: [
      'unity', 'csharp', 'unreal-engine', 'cpp', 'blender', 'photoshop', 'illustrator', 'after-effects', 'android',
      'ios', 'firebase', 'jenkins', 'git', 'jira', 'confluence',
    ],
    benefitKeys: [
      'health-insurance', 'paid-leave-24-plus', 'paid-sick-leave', 'birthday-off', 'annual-bonus', 'conference-budget',
      'laptop-of-choice', 'modern-office', 'flexible-hours', 'mental-health', 'team-events', 'snacks-coffee',
      'pet-friendly-office',
    ],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2015 },
      { keyFactKey: 'headquarters', descriptionEn: 'Tbilisi, Georgia', descriptionGe: 'თბილისი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['51-200'] },
      { keyFactKey: 'industry', optionKeys: ['gaming'] },
      { keyFactKey: 'revenue', optionKeys: ['5m-20m'] },
      { keyFactKey: 'company-type', optionKeys: ['product'] },
      { keyFactKey: 'specialties', optionKeys: ['games', 'mobile'] },
      { keyFactKey: 'employees-globally', descriptionNumber: 104 },
      { keyFactKey: 'employees-locally', descriptionNumber: 92 },
      { keyFactKey: 'paid-leave', descriptionNumber: 25 },
      { keyFactKey: 'location', descriptionEn: 'Sololaki, Tbilisi', descriptionGe: 'სოლოლაკი, თბილისი' },
      {
        keyFactKey: 'other-key-facts',
        descriptionEn: 'Nine released games with more than 40 million downloads.',
        descriptionGe: 'ცხრა გამოშვებული თამაში, 40 მილიონზე მეტი ჩამოტვირთვა.',
      },
    ],
  },
  {
    key: 'alazani-health',
    name: 'Alazani Health',
    aboutEn: `Alazani Health builds software that makes a visit to the doctor in Georgia simpler. Our clinic management platform handles appointments, electronic medical records and billing for more than 300 clinics and laboratories, and our patient app lets families book a visit, see test results and talk to a doctor online.

The company was founded in Telavi by a doctor and two engineers who grew up in Kakheti, and our development team works from Telavi and Tbilisi. We build with Python and Django, React and React Native, on PostgreSQL and AWS, and we treat patient data with the care it deserves.

Every line of code we write ends up in a waiting room or a doctor's office, and we see that impact every week.`,
    aboutGe: `Alazani Health ქმნის პროგრამულ უზრუნველყოფას, რომელიც საქართველოში ექიმთან ვიზიტს ამარტივებს. ჩვენი კლინიკის მართვის პლატფორმა 300-ზე მეტ კლინიკასა და ლაბორატორიაში მართავს ჩაწერას, ელექტრონულ სამედიცინო ჩანაწერებსა და ანგარიშსწორებას, პაციენტის აპლიკაციით კი ოჯახებს შეუძლიათ ვიზიტის დაჯავშნა, ანალიზების პასუხების ნახვა და ექიმთან ონლაინ კონსულტაცია.

კომპანია თელავში დააარსეს ექიმმა და ორმა ინჟინერმა, რომლებიც კახეთში გაიზარდნენ. დღეს ჩვენი დეველოპმენტის გუნდი თელავიდან და თბილისიდან მუშაობს. ვიყენებთ Python-სა და Django-ს, React-სა და React Native-ს, PostgreSQL-სა და AWS-ს, პაციენტების მონაცემებს კი იმ სიფრთხილით ვეკიდებით, რასაც ისინი იმსახურებს.

კოდის ყოველი ხაზი, რომელსაც ვწერთ, მოსაცდელ ოთახში ან ექიმის კაბინეტში ხვდება და ამ შედეგს ყოველკვირეულად ვხედავთ.`,
    tagline: 'Simpler visits to the doctor, from Telavi to Tbilisi',
    taglineGe: 'ექიმთან ვიზიტი მარტივად, თელავიდან თბილისამდე',
    teamSize: '11-50',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/alazani-health.svg',
    coverImageUrl: '/static/demo/covers/alazani-health.svg',
    createdDaysAgo: 95,
    contact: {
      phoneNumber: '350 27 14 62',
      countryCode: '+995',
      email: 'team@alazanihealth.ge',
      website: 'https://alazanihealth.ge',
      georgiaOffice: '9 Erekle II Street, Telavi 2200',
      georgiaOfficeGe: 'ერეკლე II-ის ქუჩა 9, თელავი 2200',
      googleMapUrl: mapUrl('9 Erekle II Street, Telavi'),
      facebookUrl: 'https://www.facebook.com/alazanihealth',
      linkedInUrl: 'https://www.linkedin.com/company/alazani-health',
    },
    technologyKeys: [
      'python', 'django', 'react', 'react-native', 'typescript', 'postgresql', 'redis', 'aws', 'docker', 'pytest',
      'cypress', 'figma', 'jira',
    ],
    benefitKeys: [
      'health-insurance', 'family-health-insurance', 'annual-checkup', 'paid-leave-24-plus', 'paid-sick-leave',
      'parental-leave', 'training-budget', 'mentorship', 'flexible-hours', 'remote-work-allowance',
      'transport-allowance', 'mental-health',
    ],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2018 },
      { keyFactKey: 'headquarters', descriptionEn: 'Telavi, Georgia', descriptionGe: 'თელავი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['11-50'] },
      { keyFactKey: 'industry', optionKeys: ['health-tech'] },
      { keyFactKey: 'revenue', optionKeys: ['1m-5m'] },
      { keyFactKey: 'company-type', optionKeys: ['product'] },
      { keyFactKey: 'specialties', optionKeys: ['web', 'mobile'] },
      { keyFactKey: 'employees-globally', descriptionNumber: 46 },
      { keyFactKey: 'employees-locally', descriptionNumber: 46 },
      { keyFactKey: 'paid-leave', descriptionNumber: 24 },
      { keyFactKey: 'location', descriptionEn: 'Telavi and Tbilisi', descriptionGe: 'თელავი და თბილისი' },
      {
        keyFactKey: 'other-key-facts',
        descriptionEn: 'Used by more than 300 clinics and laboratories across Georgia.',
        descriptionGe: 'პლატფორმას საქართველოს მასშტაბით 300-ზე მეტი კლინიკა და ლაბორატორია იყენებს.',
      },
    ],
  },
  {
    key: 'vardzia-systems',
    name: 'Vardzia Systems',
    aboutEn: `Vardzia Systems keeps trucks, trains and containers visible on their way between Europe and Asia. Our GPS trackers and fleet management platform follow more than 25,000 vehicles for carriers and freight forwarders on the route through Georgia, Azerbaijan, Turkey and Central Asia, and warn dispatchers of delays, fuel theft and border queues before they become costly.

We design the tracking devices ourselves: embedded engineers write the firmware in C, the platform team builds high-throughput services in Go on Kafka and ClickHouse, and the apps for dispatchers and drivers are written in React and Flutter.

Our main office and hardware lab are in Didube, Tbilisi, close to the metro, and a small support team works in Poti, next to the port.`,
    aboutGe: `Vardzia Systems ევროპასა და აზიას შორის მოძრავ სატვირთო მანქანებს, მატარებლებსა და კონტეინერებს მუდმივად ხილვადს ხდის. ჩვენი GPS ტრეკერები და ავტოპარკის მართვის პლატფორმა 25 000-ზე მეტ სატრანსპორტო საშუალებას აკონტროლებს იმ გადამზიდებისა და ექსპედიტორებისთვის, რომლებიც საქართველოს, აზერბაიჯანის, თურქეთისა და ცენტრალური აზიის მარშრუტზე მუშაობენ, და დისპეჩერებს შეფერხებებზე, საწვავის ქურდობასა და საზღვარზე რიგებზე წინასწარ აფრთხილებს.

თვალთვალის მოწყობილობებს თავად ვაპროექტებთ: ჩაშენებული სისტემების ინჟინრები მიკროპროგრამებს C-ზე წერენ, პლატფორმის გუნდი Go-ზე ქმნის მაღალი დატვირთვის სერვისებს Kafka-სა და ClickHouse-ზე, დისპეჩერებისა და მძღოლების აპლიკაციები კი React-სა და Flutter-ზეა დაწერილი.

მთავარი ოფისი და აპარატურის ლაბორატორია დიდუბეში, მეტროსთან ახლოსაა, მხარდაჭერის მცირე გუნდი კი ფოთში, პორტის გვერდით მუშაობს.`,
    tagline: 'Every truck on the Middle Corridor, on one map',
    taglineGe: 'შუა დერეფნის ყველა სატვირთო ერთ რუკაზე',
    teamSize: '51-200',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/vardzia-systems.svg',
    coverImageUrl: '/static/demo/covers/vardzia-systems.svg',
    createdDaysAgo: 70,
    contact: {
      phoneNumber: '32 2 38 40 12',
      countryCode: '+995',
      email: 'hr@vardziasystems.ge',
      website: 'https://vardziasystems.ge',
      georgiaOffice: '116 Tsereteli Avenue, Didube, Tbilisi 0119',
      georgiaOfficeGe: 'წერეთლის გამზირი 116, დიდუბე, თბილისი 0119',
      googleMapUrl: mapUrl('116 Tsereteli Avenue, Tbilisi'),
      facebookUrl: 'https://www.facebook.com/vardziasystems',
      linkedInUrl: 'https://www.linkedin.com/company/vardzia-systems',
      youTubeUrl: 'https://www.youtube.com/@vardziasystems',
    },
    technologyKeys: [
      'c', 'cpp', 'go', 'python', 'kafka', 'grpc', 'postgresql', 'clickhouse', 'redis', 'react', 'typescript',
      'flutter', 'dart', 'kubernetes', 'aws', 'grafana', 'linux', 'gitlab',
    ],
    benefitKeys: [
      'health-insurance', 'life-insurance', 'paid-leave-24-plus', 'paid-sick-leave', 'annual-bonus', 'salary-review',
      'pension-contribution', 'training-budget', 'language-courses', 'free-parking', 'free-lunch', 'sports-clubs',
      'newborn-bonus', 'team-events',
    ],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2013 },
      { keyFactKey: 'headquarters', descriptionEn: 'Tbilisi, Georgia', descriptionGe: 'თბილისი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['51-200'] },
      { keyFactKey: 'industry', optionKeys: ['logistics'] },
      { keyFactKey: 'revenue', optionKeys: ['5m-20m'] },
      { keyFactKey: 'company-type', optionKeys: ['product'] },
      { keyFactKey: 'specialties', optionKeys: ['embedded', 'web', 'mobile'] },
      { keyFactKey: 'employees-globally', descriptionNumber: 134 },
      { keyFactKey: 'employees-locally', descriptionNumber: 118 },
      { keyFactKey: 'paid-leave', descriptionNumber: 24 },
      { keyFactKey: 'location', descriptionEn: 'Tbilisi (Didube) and Poti', descriptionGe: 'თბილისი (დიდუბე) და ფოთი' },
      {
        keyFactKey: 'other-key-facts',
        descriptionEn: 'More than 25,000 vehicles tracked in nine countries; tracking devices designed in Tbilisi.',
        descriptionGe: '25 000-ზე მეტი სატრანსპორტო საშუალება ცხრა ქვეყანაში; თვალთვალის მოწყობილობები თბილისშია შემუშავებული.',
      },
    ],
  },
  {
    key: 'bazari-tech',
    name: 'Bazari Tech',
    aboutEn: `Bazari Tech runs Bazari, one of the largest online marketplaces in Georgia: more than 4,000 local sellers, two million products and same-day delivery across Tbilisi, Rustavi and Mtskheta. Everything behind the shop, from search and recommendations to payments, warehouses and the couriers' app, is built by our own engineering team.

About 120 engineers, designers, analysts and product managers work in cross-functional teams, each owning a part of the customer journey. We use Java and Kotlin with Spring, React and Next.js, Flutter for mobile, and Elasticsearch, Kafka and PostgreSQL on Google Cloud, and we A/B test almost every change.

Our office near Station Square has a rooftop terrace, and the coffee is on us.`,
    aboutGe: `Bazari Tech მართავს Bazari-ს — საქართველოს ერთ-ერთ უდიდეს ონლაინ მარკეტპლეისს, სადაც 4 000-ზე მეტი ადგილობრივი გამყიდველი და ორი მილიონი პროდუქტია, მიწოდება კი იმავე დღეს ხდება თბილისში, რუსთავსა და მცხეთაში. ყველაფერს, რაც მაღაზიის მიღმაა — ძიებიდან და რეკომენდაციებიდან გადახდებამდე, საწყობებამდე და კურიერების აპლიკაციამდე — ჩვენი საკუთარი საინჟინრო გუნდი ქმნის.

დაახლოებით 120 ინჟინერი, დიზაინერი, ანალიტიკოსი და პროდუქტის მენეჯერი მრავალპროფილიან გუნდებში მუშაობს და თითოეული გუნდი მომხმარებლის გზის საკუთარ ნაწილზე აგებს პასუხს. ვიყენებთ Java-სა და Kotlin-ს Spring-თან ერთად, React-სა და Next.js-ს, მობილურისთვის Flutter-ს, ასევე Elasticsearch-ს, Kafka-სა და PostgreSQL-ს Google Cloud-ზე, და თითქმის ყველა ცვლილებას A/B ტესტით ვამოწმებთ.

სადგურის მოედანთან ახლოს მდებარე ოფისს სახურავზე ტერასა აქვს, ყავა კი ჩვენზეა.`,
    tagline: 'The marketplace Georgia shops on',
    taglineGe: 'მარკეტპლეისი, სადაც საქართველო ყიდულობს',
    teamSize: '201-500',
    isVerified: true,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/bazari-tech.svg',
    coverImageUrl: '/static/demo/covers/bazari-tech.svg',
    createdDaysAgo: 45,
    contact: {
      phoneNumber: '32 2 55 08 30',
      countryCode: '+995',
      email: 'careers@bazaritech.ge',
      website: 'https://bazaritech.ge',
      georgiaOffice: '12 Queen Tamar Avenue, Tbilisi 0112',
      georgiaOfficeGe: 'თამარ მეფის გამზირი 12, თბილისი 0112',
      googleMapUrl: mapUrl('12 Queen Tamar Avenue, Tbilisi'),
      facebookUrl: 'https://www.facebook.com/bazaritech',
      linkedInUrl: 'https://www.linkedin.com/company/bazari-tech',
      twitterUrl: 'https://x.com/bazaritech',
      youTubeUrl: 'https://www.youtube.com/@bazaritech',
      tikTokUrl: 'https://www.tiktok.com/@bazari.ge',
    },
    technologyKeys: [
      'java', 'kotlin', 'spring', 'react', 'nextjs', 'typescript', 'flutter', 'dart', 'elasticsearch', 'kafka',
      'postgresql', 'redis', 'gcp', 'kubernetes', 'airflow', 'bigquery', 'tableau', 'figma', 'jira',
    ],
    benefitKeys: [
      'health-insurance', 'family-health-insurance', 'dental-care', 'paid-leave-24-plus', 'birthday-off',
      'stock-options', 'annual-bonus', 'referral-bonus', 'learning-platforms', 'conference-budget', 'gym-membership',
      'free-lunch', 'snacks-coffee', 'partner-discounts', 'pet-friendly-office',
    ],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2016 },
      { keyFactKey: 'headquarters', descriptionEn: 'Tbilisi, Georgia', descriptionGe: 'თბილისი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['201-500'] },
      { keyFactKey: 'industry', optionKeys: ['e-commerce'] },
      { keyFactKey: 'revenue', optionKeys: ['50m-100m'] },
      { keyFactKey: 'company-type', optionKeys: ['product'] },
      { keyFactKey: 'specialties', optionKeys: ['web', 'mobile', 'data-ai'] },
      { keyFactKey: 'employees-globally', descriptionNumber: 318 },
      { keyFactKey: 'employees-locally', descriptionNumber: 318 },
      { keyFactKey: 'paid-leave', descriptionNumber: 24 },
      { keyFactKey: 'location', descriptionEn: 'Station Square, Tbilisi', descriptionGe: 'სადგურის მოედანი, თბილისი' },
      {
        keyFactKey: 'other-key-facts',
        descriptionEn: 'More than 4,000 sellers and two million products on the marketplace.',
        descriptionGe: 'მარკეტპლეისზე 4 000-ზე მეტი გამყიდველი და ორი მილიონი პროდუქტია.',
      },
    ],
  },
  {
    key: 'ushba-ai',
    name: 'Ushba AI',
    aboutEn: `Ushba AI is a young Tbilisi startup teaching computers to understand Georgian. We train speech recognition and language models on Georgian speech and text and turn them into voice assistants and chatbots for call centres, banks and public services that still answer most of their customers by phone.

Our small team of machine-learning engineers and linguists works with Python, PyTorch and FastAPI on Google Cloud, and we publish part of our Georgian datasets and benchmarks as open source.

A regional accelerator backs us, our first customers pay for the product, and we are looking for people who want to build technology for a language spoken by fewer than four million people.`,
    aboutGe: `Ushba AI ახალგაზრდა თბილისური სტარტაპია, რომელიც კომპიუტერებს ქართულის გაგებას ასწავლის. ქართულ მეტყველებასა და ტექსტებზე ვწვრთნით მეტყველების ამოცნობისა და ენის მოდელებს და მათ ხმოვან ასისტენტებად და ჩატბოტებად ვაქცევთ ქოლ-ცენტრებისთვის, ბანკებისა და საჯარო სერვისებისთვის, რომლებიც მომხმარებლების უმეტესობას ჯერ კიდევ ტელეფონით პასუხობენ.

ჩვენი მცირე გუნდი მანქანური სწავლების ინჟინრებისა და ლინგვისტებისგან შედგება და Python-ით, PyTorch-ითა და FastAPI-ით მუშაობს Google Cloud-ზე. ქართული მონაცემთა ნაკრებებისა და შეფასების ტესტების ნაწილს ღია კოდით ვაქვეყნებთ.

მხარს რეგიონული აქსელერატორი გვიჭერს, პირველი კლიენტები პროდუქტის საფასურს უკვე იხდიან და ვეძებთ ადამიანებს, რომლებსაც სურთ ტექნოლოგიების შექმნა ენისთვის, რომელზეც ოთხ მილიონზე ნაკლები ადამიანი საუბრობს.`,
    tagline: 'Technology that speaks Georgian',
    taglineGe: 'ტექნოლოგია, რომელიც ქართულად ლაპარაკობს',
    teamSize: '1-10',
    isVerified: false,
    isClaimingNecessary: false,
    profileImageUrl: '/static/demo/logos/ushba-ai.svg',
    coverImageUrl: '/static/demo/covers/ushba-ai.svg',
    createdDaysAgo: 28,
    contact: {
      phoneNumber: '599 41 27 83',
      countryCode: '+995',
      email: 'founders@ushbaai.ge',
      website: 'https://ushbaai.ge',
      georgiaOffice: '10 Zandukeli Street, Vera, Tbilisi 0108',
      georgiaOfficeGe: 'ზანდუკელის ქუჩა 10, ვერა, თბილისი 0108',
      googleMapUrl: mapUrl('10 Zandukeli Street, Tbilisi'),
      linkedInUrl: 'https://www.linkedin.com/company/ushba-ai',
      twitterUrl: 'https://x.com/ushbaai',
    },
    technologyKeys: ['python', 'pytorch', 'numpy', 'jupyter', 'langchain', 'fastapi', 'postgresql', 'docker', 'gcp', 'react', 'typescript'],
    benefitKeys: [
      'health-insurance', 'paid-leave-24-plus', 'stock-options', 'conference-budget', 'learning-platforms',
      'laptop-of-choice', 'flexible-hours', 'remote-work-allowance',
    ],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2023 },
      { keyFactKey: 'headquarters', descriptionEn: 'Tbilisi, Georgia', descriptionGe: 'თბილისი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['1-10'] },
      { keyFactKey: 'industry', optionKeys: ['other'] },
      { keyFactKey: 'revenue', optionKeys: ['under-1m'] },
      { keyFactKey: 'company-type', optionKeys: ['startup'] },
      { keyFactKey: 'specialties', optionKeys: ['data-ai'] },
      { keyFactKey: 'employees-locally', descriptionNumber: 9 },
      { keyFactKey: 'paid-leave', descriptionNumber: 24 },
      { keyFactKey: 'location', descriptionEn: 'Vera, Tbilisi (coworking space)', descriptionGe: 'ვერა, თბილისი (კოვორკინგ-სივრცე)' },
      {
        keyFactKey: 'other-key-facts',
        descriptionEn: 'Georgian speech recognition with a word error rate under 9% on public benchmarks.',
        descriptionGe: 'ქართული მეტყველების ამოცნობა 9%-ზე ნაკლები სიტყვების შეცდომის მაჩვენებლით საჯარო ტესტებზე.',
      },
    ],
  },
  {
    key: 'rustavi-robotics',
    name: 'Rustavi Robotics',
    aboutEn: `Rustavi Robotics designs automation and machine-vision systems for factories in the Kvemo Kartli industrial zone and beyond: quality-control cameras on production lines, robotic packaging cells and dashboards that show how machines are running in real time.

Its engineers combine industrial controllers with software written in C++ and Python on Linux.

This profile was created from public information. If you represent Rustavi Robotics, claim it to keep the details up to date and to publish vacancies for free.`,
    aboutGe: `Rustavi Robotics ქმნის ავტომატიზაციისა და მანქანური ხედვის სისტემებს ქვემო ქართლის ინდუსტრიული ზონისა და სხვა რეგიონების ქარხნებისთვის: ხარისხის კონტროლის კამერებს საწარმოო ხაზებზე, შეფუთვის რობოტიზებულ უჯრედებს და დაფებს, რომლებიც დანადგარების მუშაობას რეალურ დროში აჩვენებს.

კომპანიის ინჟინრები სამრეწველო კონტროლერებს Linux-ზე, C++-ითა და Python-ით დაწერილ პროგრამულ უზრუნველყოფასთან აერთიანებენ.

ეს პროფილი საჯარო ინფორმაციის საფუძველზეა შექმნილი. თუ Rustavi Robotics-ს წარმოადგენთ, მოითხოვეთ პროფილი, რათა მონაცემები განაახლოთ და ვაკანსიები უფასოდ გამოაქვეყნოთ.`,
    tagline: 'Automation and machine vision for Georgian industry',
    taglineGe: 'ავტომატიზაცია და მანქანური ხედვა ქართული მრეწველობისთვის',
    teamSize: '11-50',
    isVerified: false,
    isClaimingNecessary: true,
    profileImageUrl: '/static/demo/logos/rustavi-robotics.svg',
    coverImageUrl: '/static/demo/covers/rustavi-robotics.svg',
    createdDaysAgo: 12,
    technologyKeys: ['cpp', 'c', 'python', 'linux', 'postgresql', 'grafana'],
    benefitKeys: ['paid-leave-24-plus', 'free-parking', 'transport-allowance'],
    keyFacts: [
      { keyFactKey: 'founded', descriptionNumber: 2017 },
      { keyFactKey: 'headquarters', descriptionEn: 'Rustavi, Georgia', descriptionGe: 'რუსთავი, საქართველო' },
      { keyFactKey: 'company-size', optionKeys: ['11-50'] },
      { keyFactKey: 'industry', optionKeys: ['other'] },
      { keyFactKey: 'company-type', optionKeys: ['outsourcing'] },
      { keyFactKey: 'specialties', optionKeys: ['embedded', 'data-ai'] },
      { keyFactKey: 'employees-locally', descriptionNumber: 21 },
    ],
  },
];
