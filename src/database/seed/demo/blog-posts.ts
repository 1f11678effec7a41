/** A demo post of the built-in blog, in both languages (Markdown bodies). */
export interface DemoBlogPost {
  titleEn: string;
  titleGe: string;
  summaryEn: string;
  summaryGe: string;
  bodyEn: string;
  bodyGe: string;
  coverUrl: string | null;
  author: string;
  publishedDaysAgo: number;
}

/** Six published posts about Georgia's tech job market, newest first; covers are demo pictures. */
export const demoBlogPosts: DemoBlogPost[] = [
  {
    titleEn: 'How to prepare for a technical interview in Tbilisi',
    titleGe: 'როგორ მოვემზადოთ ტექნიკური გასაუბრებისთვის თბილისში',
    summaryEn:
      'A practical checklist for developers: what local tech companies ask, how live coding works and which questions to ask back.',
    summaryGe:
      'პრაქტიკული ჩამონათვალი დეველოპერებისთვის: რას კითხულობენ ადგილობრივი ტექ კომპანიები, როგორ მიმდინარეობს ლაივ ქოდინგი და რა უნდა ჰკითხოთ თავად.',
    bodyEn: `Most tech companies in Georgia hire in three steps: a short call with a recruiter, a technical interview and a final conversation with the team lead. Knowing what each step checks makes the whole process calmer.

## Before the interview

- Read the vacancy again and note the **technologies** it names first: they are what the interviewer will ask about.
- Prepare two stories about projects you are proud of: the problem, your part and the result.
- Check the company page on TechBoard.ge: its team size, benefits and reviews say a lot about the culture.

## Live coding

Many teams ask you to solve a small task while sharing your screen. Think aloud, start with the simplest solution that works and improve it afterwards. Interviewers care more about how you reason than about a perfect answer.

## Questions to ask back

1. How does a usual week of the team look?
2. How are tasks estimated and reviewed?
3. What would success look like after the first three months?

An interview is a conversation in both directions: the answers help you choose the right employer.`,
    bodyGe: `საქართველოში ტექ კომპანიების უმეტესობა კანდიდატს სამ ეტაპად არჩევს: მოკლე საუბარი რეკრუტერთან, ტექნიკური გასაუბრება და ბოლო შეხვედრა გუნდის ლიდერთან. თუ იცით, რას ამოწმებს თითოეული ეტაპი, მთელი პროცესი უფრო მშვიდად ჩაივლის.

## გასაუბრებამდე

- კიდევ ერთხელ წაიკითხეთ ვაკანსია და ჩაინიშნეთ **ტექნოლოგიები**, რომლებიც პირველ რიგში წერია: სწორედ მათზე გკითხავენ.
- მოამზადეთ ორი ისტორია პროექტებზე, რომლებითაც ამაყობთ: რა იყო პრობლემა, რა გააკეთეთ თქვენ და რა შედეგი მიიღეთ.
- ნახეთ კომპანიის გვერდი TechBoard.ge-ზე: გუნდის ზომა, შეღავათები და შეფასებები ბევრს გეტყვით კომპანიის კულტურაზე.

## ლაივ ქოდინგი

ბევრი გუნდი გთხოვთ, ეკრანის გაზიარებით ამოხსნათ მცირე ამოცანა. იფიქრეთ ხმამაღლა, დაიწყეთ უმარტივესი მომუშავე გადაწყვეტით და შემდეგ გააუმჯობესეთ. გასაუბრების ჩამტარებლისთვის უფრო მნიშვნელოვანია, როგორ მსჯელობთ, ვიდრე იდეალური პასუხი.

## რა ჰკითხოთ თავად

1. როგორ გამოიყურება გუნდის ჩვეულებრივი კვირა?
2. როგორ ფასდება და მოწმდება დავალებები?
3. რას ჩათვლით წარმატებად პირველი სამი თვის შემდეგ?

გასაუბრება ორმხრივი საუბარია: პასუხები დაგეხმარებათ სწორი დამსაქმებლის არჩევაში.`,
    coverUrl: '/static/demo/covers/kartuli-code.svg',
    author: 'Nino Beridze',
    publishedDaysAgo: 2,
  },
  {
    titleEn: 'Virtual Zone status: why software companies choose Georgia',
    titleGe: 'ვირტუალური ზონის სტატუსი: რატომ ირჩევენ პროგრამული კომპანიები საქართველოს',
    summaryEn:
      'Georgia’s Virtual Zone regime frees IT services sold abroad from profit tax. What it means for companies and for the people they hire.',
    summaryGe:
      'ვირტუალური ზონის რეჟიმი საზღვარგარეთ გაყიდულ IT მომსახურებას მოგების გადასახადისგან ათავისუფლებს. რას ნიშნავს ეს კომპანიებისა და მათი თანამშრომლებისთვის.',
    bodyEn: `Georgia offers IT companies the status of a **Virtual Zone Person**. A company with this status pays no profit tax on the income from information technology services it provides to clients outside Georgia.

## Why it matters

- Export-oriented software studios can reinvest more of what they earn into their teams.
- Foreign companies open development centres in Tbilisi and Batumi instead of working only through contractors.
- For developers, it means more local employers working on international products.

## What it does not change

The status concerns the company's profit tax. Employees' salaries are taxed as usual, so an offer should always be compared by its net amount.

## What to ask an employer

If a company works mostly for clients abroad, ask which markets its products serve, which time zones the team overlaps with and how often people travel. These answers shape your everyday work more than any tax rule.`,
    bodyGe: `საქართველო IT კომპანიებს **ვირტუალური ზონის პირის** სტატუსს სთავაზობს. ამ სტატუსის მქონე კომპანია არ იხდის მოგების გადასახადს იმ შემოსავალზე, რომელსაც საქართველოს ფარგლებს გარეთ მყოფი კლიენტებისთვის გაწეული საინფორმაციო ტექნოლოგიების მომსახურებით იღებს.

## რატომ არის ეს მნიშვნელოვანი

- ექსპორტზე ორიენტირებულ სტუდიებს შეუძლიათ შემოსავლის მეტი ნაწილი საკუთარ გუნდებში ჩადონ.
- უცხოური კომპანიები თბილისსა და ბათუმში დეველოპმენტის ცენტრებს ხსნიან და მხოლოდ კონტრაქტორებზე აღარ არიან დამოკიდებული.
- დეველოპერებისთვის ეს ნიშნავს მეტ ადგილობრივ დამსაქმებელს, რომლებიც საერთაშორისო პროდუქტებზე მუშაობენ.

## რას არ ცვლის

სტატუსი კომპანიის მოგების გადასახადს ეხება. თანამშრომლების ხელფასი ჩვეულებრივ იბეგრება, ამიტომ შეთავაზებები ყოველთვის ხელზე ასაღები თანხით შეადარეთ.

## რა ჰკითხოთ დამსაქმებელს

თუ კომპანია ძირითადად უცხოელ კლიენტებთან მუშაობს, ჰკითხეთ, რომელ ბაზრებს ემსახურება მისი პროდუქტები, რომელ დროის სარტყლებთან უწევს გუნდს თანამშრომლობა და რამდენად ხშირია მივლინებები. ეს პასუხები თქვენს ყოველდღიურ საქმეზე ნებისმიერ საგადასახადო წესზე მეტად იმოქმედებს.`,
    coverUrl: '/static/demo/covers/colchis-cloud.svg',
    author: 'Giorgi Tsereteli',
    publishedDaysAgo: 6,
  },
  {
    titleEn: 'Hybrid work in Georgian tech teams: what has settled',
    titleGe: 'ჰიბრიდული მუშაობა ქართულ ტექ გუნდებში: რა დამკვიდრდა',
    summaryEn:
      'Office, remote or both? How tech teams in Tbilisi organise their week, and what to look for in a vacancy’s work place.',
    summaryGe:
      'ოფისი, დისტანციური თუ ორივე? როგორ აწყობენ კვირას თბილისის ტექ გუნდები და რას უნდა მიაქციოთ ყურადღება ვაკანსიაში სამუშაო ადგილის მითითებისას.',
    bodyEn: `A few years ago most vacancies in Tbilisi said "office". Today many of them say **hybrid**, and a growing share are fully remote.

## The usual hybrid week

Teams typically meet in the office two or three days a week: for planning, reviews and the conversations that are slower online. Focused work happens at home.

## Remote does not mean anywhere

A remote vacancy of a Georgian company often expects you to live in Georgia, for contracts, taxes and the occasional team day. Read the vacancy or ask before applying.

## How to filter

On TechBoard.ge every vacancy names its work place: on-site, hybrid or remote. Combine it with the city filter to see what is open near you, and subscribe to the search to get new vacancies by e-mail.`,
    bodyGe: `რამდენიმე წლის წინ თბილისში ვაკანსიების უმეტესობაში ეწერა „ოფისი“. დღეს ბევრი მათგანი **ჰიბრიდულია**, ხოლო სრულად დისტანციური ვაკანსიების წილი იზრდება.

## ჩვეულებრივი ჰიბრიდული კვირა

გუნდები ოფისში, როგორც წესი, კვირაში ორ-სამ დღეს იკრიბებიან: დაგეგმვისთვის, კოდის განხილვისთვის და იმ საუბრებისთვის, რომლებიც ონლაინ უფრო ნელა მიდის. ყურადღების მომთხოვნი სამუშაო სახლში კეთდება.

## დისტანციური არ ნიშნავს ნებისმიერ ადგილს

ქართული კომპანიის დისტანციური ვაკანსია ხშირად გულისხმობს, რომ საქართველოში ცხოვრობთ — ხელშეკრულების, გადასახადებისა და გუნდური შეხვედრების გამო. სანამ განაცხადს გააგზავნით, წაიკითხეთ ვაკანსია ან ჰკითხეთ დამსაქმებელს.

## როგორ გავფილტროთ

TechBoard.ge-ზე ყველა ვაკანსიაში მითითებულია სამუშაო ადგილი: ოფისი, ჰიბრიდული ან დისტანციური. შეუთავსეთ ის ქალაქის ფილტრს, რომ ნახოთ თქვენთან ახლოს ღია ვაკანსიები, და გამოიწერეთ ძიება, რომ ახალი ვაკანსიები ელფოსტით მიიღოთ.`,
    coverUrl: '/static/demo/covers/mtatsminda-labs.svg',
    author: 'Mariam Kvaratskhelia',
    publishedDaysAgo: 11,
  },
  {
    titleEn: 'From bootcamp to first job: starting a career in IT in Georgia',
    titleGe: 'ბუთქემფიდან პირველ სამსახურამდე: IT კარიერის დაწყება საქართველოში',
    summaryEn:
      'Universities, bootcamps and internships: the paths juniors take into Georgian tech companies, and how to stand out without experience.',
    summaryGe:
      'უნივერსიტეტები, ბუთქემფები და სტაჟირებები: გზები, რომლითაც დამწყებები ქართულ ტექ კომპანიებში ხვდებიან, და როგორ გამოირჩეთ გამოცდილების გარეშე.',
    bodyEn: `Georgia's tech sector grows faster than its universities can train people, so companies also hire graduates of bootcamps and self-taught developers.

## Paths that work

- **University** computer science programmes give strong foundations and access to internships with partner companies.
- **Bootcamps** of a few months teach one stack, such as JavaScript with React or Python with Django, and end with a portfolio project.
- **Internships** are the most direct way in: many companies keep a few paid places for juniors each year.

## Standing out without experience

1. Publish one or two finished projects with a clear README.
2. Contribute to an open source project, even with documentation.
3. Fill in your TechBoard.ge profile: technologies, job functions and a CV, so companies can find you.

The first job is the hardest to get. After a year of real work, most doors open much more easily.`,
    bodyGe: `საქართველოს ტექ სექტორი უფრო სწრაფად იზრდება, ვიდრე უნივერსიტეტები ახერხებენ კადრების მომზადებას, ამიტომ კომპანიები ბუთქემფების კურსდამთავრებულებსა და თვითნასწავლ დეველოპერებსაც იღებენ.

## გზები, რომლებიც მუშაობს

- **უნივერსიტეტის** კომპიუტერული მეცნიერების პროგრამები მყარ საფუძველს იძლევა და პარტნიორ კომპანიებში სტაჟირების შესაძლებლობას ქმნის.
- რამდენიმეთვიანი **ბუთქემფები** ერთ ტექნოლოგიურ სტეკს ასწავლის, მაგალითად JavaScript-ს React-თან ან Python-ს Django-სთან ერთად, და პორტფოლიოს პროექტით სრულდება.
- **სტაჟირება** ყველაზე პირდაპირი გზაა: ბევრი კომპანია ყოველწლიურად დამწყებთათვის რამდენიმე ანაზღაურებად ადგილს ინახავს.

## როგორ გამოვირჩეთ გამოცდილების გარეშე

1. გამოაქვეყნეთ ერთი ან ორი დასრულებული პროექტი გასაგები README-ით.
2. შეიტანეთ წვლილი ღია კოდის პროექტში, თუნდაც დოკუმენტაციით.
3. შეავსეთ პროფილი TechBoard.ge-ზე: ტექნოლოგიები, სამუშაო ფუნქციები და CV, რომ კომპანიებმა გიპოვონ.

პირველი სამსახურის შოვნა ყველაზე რთულია. ერთწლიანი რეალური გამოცდილების შემდეგ კარების უმეტესობა გაცილებით ადვილად იღება.`,
    coverUrl: '/static/demo/covers/svaneti-soft.svg',
    author: 'Nino Beridze',
    publishedDaysAgo: 19,
  },
  {
    titleEn: 'Beyond Tbilisi: tech jobs in Batumi and Kutaisi',
    titleGe: 'თბილისის მიღმა: ტექ სამსახურები ბათუმსა და ქუთაისში',
    summaryEn:
      'More tech companies open offices outside the capital. What the tech scenes of Batumi and Kutaisi offer developers today.',
    summaryGe:
      'სულ უფრო მეტი ტექ კომპანია ხსნის ოფისს დედაქალაქის გარეთ. რას სთავაზობს დღეს დეველოპერებს ბათუმისა და ქუთაისის ტექ სცენა.',
    bodyEn: `Tbilisi still holds most of Georgia's tech jobs, but it is no longer the only choice.

## Batumi

The seaside city attracts game studios and companies that relocated teams from abroad. Meetups are smaller but friendly, and the cost of living is lower than in the capital.

## Kutaisi

With its universities and a growing number of outsourcing and support centres, Kutaisi is a good place to start a career, especially in **testing**, **support engineering** and **data** roles.

## Working for a Tbilisi company from elsewhere

Hybrid and remote vacancies let people stay in their city and still join teams in the capital. Filter vacancies by city and work place to see both.`,
    bodyGe: `საქართველოს ტექ სამსახურების უმეტესობა ჯერ კიდევ თბილისშია, მაგრამ ის ერთადერთი არჩევანი აღარ არის.

## ბათუმი

ზღვისპირა ქალაქი იზიდავს თამაშების სტუდიებს და კომპანიებს, რომლებმაც გუნდები საზღვარგარეთიდან გადმოიტანეს. შეხვედრები აქ უფრო მცირეა, მაგრამ მეგობრული, ცხოვრება კი დედაქალაქზე იაფია.

## ქუთაისი

უნივერსიტეტებითა და აუთსორსინგისა და მხარდაჭერის ცენტრების მზარდი რაოდენობით ქუთაისი კარიერის დასაწყებად კარგი ადგილია, განსაკუთრებით **ტესტირების**, **ტექნიკური მხარდაჭერისა** და **მონაცემების** მიმართულებით.

## თბილისური კომპანიისთვის მუშაობა სხვა ქალაქიდან

ჰიბრიდული და დისტანციური ვაკანსიები საშუალებას გაძლევთ, საკუთარ ქალაქში დარჩეთ და მაინც დედაქალაქის გუნდს შეუერთდეთ. გაფილტრეთ ვაკანსიები ქალაქისა და სამუშაო ადგილის მიხედვით, რომ ორივე ნახოთ.`,
    coverUrl: '/static/demo/covers/batumi-bytes.svg',
    author: 'Levan Abashidze',
    publishedDaysAgo: 27,
  },
  {
    titleEn: 'Which technologies Georgian employers ask for most',
    titleGe: 'რომელ ტექნოლოგიებს ითხოვენ ყველაზე ხშირად ქართველი დამსაქმებლები',
    summaryEn:
      'JavaScript and TypeScript lead, .NET and Java stay strong in banking, and cloud skills appear in more and more vacancies.',
    summaryGe:
      'JavaScript და TypeScript ლიდერობენ, .NET და Java საბანკო სექტორში ძლიერ პოზიციებს ინარჩუნებენ, ღრუბლოვანი უნარები კი სულ უფრო მეტ ვაკანსიაში ჩნდება.',
    bodyEn: `Looking at the vacancies published on TechBoard.ge, a few patterns stand out.

## The front end

**JavaScript** and **TypeScript** appear in more vacancies than any other language, most often together with React. Vue and Angular follow at a distance.

## Banking and enterprise

Georgia's large banks and insurers build much of their software in-house. Their vacancies ask for **C# with .NET** and **Java**, usually with SQL databases.

## Cloud and DevOps

Docker, Kubernetes and a public cloud are now common requirements even in developer vacancies, not only for DevOps engineers.

## What this means for you

Deep knowledge of one stack plus a working understanding of how software is deployed is the combination employers look for most. The technology filter on the vacancies page shows how many open vacancies each technology has right now.`,
    bodyGe: `თუ TechBoard.ge-ზე გამოქვეყნებულ ვაკანსიებს გადავხედავთ, რამდენიმე ტენდენცია იკვეთება.

## ფრონტენდი

**JavaScript** და **TypeScript** უფრო მეტ ვაკანსიაში გვხვდება, ვიდრე ნებისმიერი სხვა ენა, ყველაზე ხშირად React-თან ერთად. Vue და Angular საგრძნობლად ჩამორჩებიან.

## ბანკები და დიდი კომპანიები

საქართველოს მსხვილი ბანკები და სადაზღვევო კომპანიები პროგრამული უზრუნველყოფის დიდ ნაწილს თავად ქმნიან. მათ ვაკანსიებში ითხოვენ **C#-ს .NET-ით** და **Java-ს**, როგორც წესი, SQL მონაცემთა ბაზებთან ერთად.

## ღრუბელი და DevOps

Docker, Kubernetes და საჯარო ღრუბელი ახლა ხშირი მოთხოვნაა დეველოპერის ვაკანსიებშიც და არა მხოლოდ DevOps ინჟინრებისთვის.

## რას ნიშნავს ეს თქვენთვის

ერთი სტეკის ღრმა ცოდნა და იმის პრაქტიკული გაგება, თუ როგორ ხდება პროგრამის გაშვება, ის კომბინაციაა, რომელსაც დამსაქმებლები ყველაზე ხშირად ეძებენ. ვაკანსიების გვერდზე ტექნოლოგიების ფილტრი გაჩვენებთ, რამდენი ღია ვაკანსიაა ამჟამად თითოეულ ტექნოლოგიაზე.`,
    coverUrl: '/static/demo/covers/rioni-data.svg',
    author: 'Giorgi Tsereteli',
    publishedDaysAgo: 40,
  },
];
