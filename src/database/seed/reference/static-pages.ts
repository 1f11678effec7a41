import { StaticContentType, type StaticPageSeed } from './types.js';

/* The texts below are CommonMark; they start at column 0 on purpose (indentation would make code blocks). */

const aboutEn = `# About TechBoard.ge

TechBoard.ge is the tech job board of Georgia: a free website where tech companies and tech talent find each other. Developers, testers, DevOps and data engineers, designers, product managers and security specialists come here to discover vacancies and the companies behind them; employers come here to reach the people who build software.

## Who we are

We are a small team of engineers and recruiters from Tbilisi who have sat on both sides of the hiring table. We know how hard it is to find a good developer through general job sites, and how tiring it is for a candidate to scroll through hundreds of unrelated ads. So we built a place dedicated only to Georgia's tech sector, available in Georgian and in English.

## For companies

- **Unlimited vacancies at no cost.** Publish as many positions as you need: no credits, no paid packages, no hidden fees.
- **A company profile that tells your story:** who you are, how big your team is, which technologies you use, the benefits you offer and the key facts candidates care about.
- **Verification badge.** A verified profile shows candidates that it is managed by the company itself.
- **Applications in one place.** See who applied, read their CVs and keep track of every candidate.

## For talents

- Search vacancies by technology, job function, experience level, city, work format and salary.
- Get to know a company before you apply: its technology stack, benefits, team and open positions.
- Compare companies side by side.
- Create a profile once, upload your CV and apply in a few clicks. It is free, and it always will be.

## Trusted by the community

More than 30 companies already hire through TechBoard.ge, from young startups in Tbilisi and Batumi to established product companies, the digital teams of banks and international outsourcing firms with offices in Georgia.

## What we believe in

1. **Free access.** Finding a job or a colleague should not depend on a budget.
2. **Transparency.** We encourage employers to publish salary ranges and honest descriptions of the role.
3. **Privacy.** Your data belongs to you, and we never sell it. Read our [Privacy Policy](/privacyPolicy) for details.
4. **Two languages.** Every page works in Georgian and in English.

## Contact us

Questions, ideas and partnership proposals are welcome at **support@techboard.ge**.
`;

const aboutGe = `# TechBoard.ge-ის შესახებ

TechBoard.ge საქართველოს ტექნოლოგიური ვაკანსიების პლატფორმაა: უფასო ვებგვერდი, სადაც ტექ კომპანიები და IT სპეციალისტები ერთმანეთს პოულობენ. დეველოპერები, ტესტერები, DevOps და მონაცემთა ინჟინრები, დიზაინერები, პროდუქტის მენეჯერები და კიბერუსაფრთხოების სპეციალისტები აქ ვაკანსიებსა და მათ მიღმა მდგომ კომპანიებს ეცნობიან, დამსაქმებლები კი იმ ადამიანებს პოულობენ, ვინც პროგრამულ უზრუნველყოფას ქმნის.

## ვინ ვართ

ჩვენ ვართ ინჟინრებისა და რეკრუტერების პატარა გუნდი თბილისიდან. დასაქმების პროცესში ორივე მხარეს გვიწევდა ყოფნა, ამიტომ კარგად ვიცით, რამდენად რთულია კარგი დეველოპერის პოვნა ზოგადი დასაქმების საიტებით და რამდენად დამღლელია კანდიდატისთვის ასობით შეუსაბამო განცხადების გადათვალიერება. სწორედ ამიტომ შევქმენით სივრცე, რომელიც მხოლოდ საქართველოს ტექნოლოგიურ სექტორს ეძღვნება და ქართულ და ინგლისურ ენებზე მუშაობს.

## კომპანიებისთვის

- **ულიმიტო ვაკანსიები უფასოდ.** განათავსეთ იმდენი პოზიცია, რამდენიც გჭირდებათ — კრედიტების, ფასიანი პაკეტებისა და ფარული გადასახადების გარეშე.
- **კომპანიის პროფილი, რომელიც თქვენს ისტორიას მოჰყვება:** ვინ ხართ, რა ზომის გუნდი გყავთ, რა ტექნოლოგიებს იყენებთ, რა შეღავათებს სთავაზობთ თანამშრომლებს და სხვა ფაქტები, რომლებიც კანდიდატებისთვის მნიშვნელოვანია.
- **ვერიფიკაციის ნიშანი.** ვერიფიცირებული პროფილი კანდიდატებს აჩვენებს, რომ მას თავად კომპანია მართავს.
- **განაცხადები ერთ სივრცეში.** ნახეთ, ვინ გამოგიგზავნათ განაცხადი, გაეცანით მათ CV-ებს და თვალი ადევნეთ თითოეულ კანდიდატს.

## სპეციალისტებისთვის

- მოძებნეთ ვაკანსიები ტექნოლოგიის, სამუშაო ფუნქციის, გამოცდილების დონის, ქალაქის, სამუშაო ფორმატისა და ხელფასის მიხედვით.
- გაიცანით კომპანია განაცხადის გაგზავნამდე: მისი ტექნოლოგიები, შეღავათები, გუნდი და ღია პოზიციები.
- შეადარეთ კომპანიები ერთმანეთს.
- ერთხელ შექმენით პროფილი, ატვირთეთ CV და გაგზავნეთ განაცხადი რამდენიმე დაწკაპუნებით. ეს უფასოა და ყოველთვის უფასო იქნება.

## გვენდობიან

TechBoard.ge-ით თანამშრომლებს უკვე 30-ზე მეტი კომპანია ეძებს — თბილისისა და ბათუმის ახალგაზრდა სტარტაპებიდან დაწყებული, აღიარებული პროდუქტული კომპანიებით, ბანკების ციფრული გუნდებითა და საქართველოში წარმოდგენილი საერთაშორისო აუთსორსინგ კომპანიებით დამთავრებული.

## რისი გვჯერა

1. **ხელმისაწვდომობა.** სამსახურის ან კოლეგის პოვნა ბიუჯეტზე არ უნდა იყოს დამოკიდებული.
2. **გამჭვირვალობა.** დამსაქმებლებს მოვუწოდებთ, მიუთითონ ხელფასის დიაპაზონი და პოზიცია გულწრფელად აღწერონ.
3. **კონფიდენციალურობა.** თქვენი მონაცემები თქვენ გეკუთვნით და მათ არასოდეს ვყიდით. დეტალები იხილეთ ჩვენს [კონფიდენციალურობის პოლიტიკაში](/privacyPolicy).
4. **ორი ენა.** ყველა გვერდი ქართულად და ინგლისურად მუშაობს.

## დაგვიკავშირდით

შეკითხვები, იდეები და თანამშრომლობის შეთავაზებები გამოგვიგზავნეთ მისამართზე **support@techboard.ge**.
`;

const privacyEn = `# Privacy Policy

_Last updated: November 2025_

This Privacy Policy explains how TechBoard.ge ("we", "us") collects, uses, stores and protects personal data when you use the website techboard.ge and its services (the "Service"). We process personal data in accordance with the Law of Georgia on Personal Data Protection and are the controller of the data described below.

## 1. What data we collect

- **Account data.** When you register, we collect your e-mail address, your name, your password (stored only as a secure hash) and the type of account (talent or company).
- **Profile and CV data.** Talents may add a photo, phone number, city, professional field, experience level, skills and technologies, work history, education, links (for example to GitHub or LinkedIn) and an uploaded CV. You decide what to include.
- **Company data.** For company accounts we collect the company name, logo, description, the contact person's details, key facts, benefits and the vacancies you publish.
- **Applications.** When you apply for a vacancy, we record which vacancy you applied for and when, the CV and cover letter you sent, and the status the employer gives your application.
- **Technical data.** IP address, browser and device type, language preference, pages visited and the log records needed to keep the Service secure and working.

We do not ask for special categories of data, such as health, religion or criminal records. Please do not include them in your CV or profile.

## 2. Why we use your data

- to create and maintain your account and to sign you in;
- to show vacancies and company profiles and to let you apply;
- to deliver your application and CV to the employer you chose;
- to send service e-mails (account confirmation, password reset, application updates);
- to send job alerts or newsletters, only if you have subscribed to them;
- to prevent fraud, spam and abuse and to keep the Service secure;
- to produce aggregated, anonymous statistics that help us improve the Service;
- to comply with our legal obligations.

We rely on your consent, on the performance of our agreement with you (the [Terms of Use](/terms-of-use)), on our legitimate interest in running a safe service, and on legal obligations.

## 3. Who receives your data

- **Employers.** When you apply, the company receives the data contained in your application. If you make your profile visible to employers, registered companies can view it. Each company is itself responsible for how it processes the applications it receives.
- **Service providers** that host our servers, send e-mail or measure traffic, under contracts that oblige them to protect the data and to use it only on our instructions.
- **Public authorities**, only where Georgian law requires it.

We never sell personal data. Data is transferred outside Georgia only to countries that ensure an adequate level of protection or under appropriate safeguards, as the law requires.

## 4. How long we keep data

- **Account and profile data:** while your account is active. When you delete your account, we delete or anonymise this data within 30 days.
- **Applications:** for 12 months after the vacancy closes, so that you and the employer can refer to them; afterwards they are deleted or anonymised.
- **Inactive accounts:** accounts unused for 3 years are deleted after we notify you by e-mail.
- **Server logs:** up to 6 months.
- **Data we must keep by law**, such as accounting records: for the period the law prescribes.

## 5. Your rights

Under the Law of Georgia on Personal Data Protection you have the right to:

- be informed about the processing of your data and to access it and receive a copy;
- have inaccurate or incomplete data corrected, updated or completed;
- have processing stopped and your data deleted or destroyed;
- have processing restricted (blocked);
- receive your data in a structured, machine-readable format (data portability);
- object to processing, including for direct marketing;
- withdraw your consent at any time, without affecting processing carried out before;
- not be subject to a decision based solely on automated processing that significantly affects you;
- lodge a complaint with the Personal Data Protection Service of Georgia or apply to a court.

You can edit or delete most of your data yourself in your account settings. For any other request, write to **support@techboard.ge**. We answer within the time limit set by law, as a rule within 10 working days.

## 6. Cookies

We use cookies and similar technologies:

- **Strictly necessary cookies** keep you signed in, remember your language and protect forms against abuse. The Service cannot work without them.
- **Analytics cookies** help us understand, in aggregated form, how the pages are used. We set them only with your consent, which you can withdraw at any time.

We do not use advertising cookies. You can also delete or block cookies in your browser settings.

## 7. Security

We use encrypted connections (HTTPS), store passwords only as hashes, give staff access to personal data only where their work requires it, keep backups and monitor for incidents. If a breach affects your data, we will notify the Personal Data Protection Service and, where the law requires, you.

## 8. Children

The Service is not intended for children under 16, and we do not knowingly collect their data.

## 9. Changes to this policy

We may update this policy. The current version is always published on this page; if the changes are significant, we will inform registered users by e-mail before they take effect.

## 10. Contact

For questions about this policy or your personal data, contact us at **support@techboard.ge** or **+995 32 2 00 00 00**.
`;

const privacyGe = `# კონფიდენციალურობის პოლიტიკა

_ბოლო განახლება: 2025 წლის ნოემბერი_

წინამდებარე პოლიტიკა განმარტავს, როგორ აგროვებს, იყენებს, ინახავს და იცავს TechBoard.ge („ჩვენ“) პერსონალურ მონაცემებს, როდესაც თქვენ სარგებლობთ ვებგვერდით techboard.ge და მისი სერვისებით („სერვისი“). პერსონალურ მონაცემებს ვამუშავებთ საქართველოს კანონის „პერსონალურ მონაცემთა დაცვის შესახებ“ შესაბამისად და ქვემოთ აღწერილი მონაცემების დამუშავებაზე პასუხისმგებელი პირი ვართ.

## 1. რა მონაცემებს ვაგროვებთ

- **ანგარიშის მონაცემები.** რეგისტრაციისას ვაგროვებთ თქვენს ელფოსტის მისამართს, სახელს, პაროლს (ინახება მხოლოდ დაცული ჰეშის სახით) და ანგარიშის ტიპს (სპეციალისტი თუ კომპანია).
- **პროფილისა და CV-ის მონაცემები.** სპეციალისტს შეუძლია დაამატოს ფოტო, ტელეფონის ნომერი, ქალაქი, პროფესიული სფერო, გამოცდილების დონე, უნარები და ტექნოლოგიები, სამუშაო გამოცდილება, განათლება, ბმულები (მაგალითად, GitHub-ზე ან LinkedIn-ზე) და ატვირთოს CV. რას მიუთითებთ, თქვენ წყვეტთ.
- **კომპანიის მონაცემები.** კომპანიის ანგარიშისთვის ვაგროვებთ კომპანიის სახელს, ლოგოს, აღწერას, საკონტაქტო პირის მონაცემებს, ძირითად ფაქტებს, შეღავათებსა და თქვენ მიერ გამოქვეყნებულ ვაკანსიებს.
- **განაცხადები.** ვაკანსიაზე განაცხადის გაგზავნისას ვინახავთ ინფორმაციას, თუ რომელ ვაკანსიაზე და როდის გააგზავნეთ განაცხადი, თქვენ მიერ გაგზავნილ CV-სა და სამოტივაციო წერილს, ასევე დამსაქმებლის მიერ მინიჭებულ სტატუსს.
- **ტექნიკური მონაცემები.** IP მისამართი, ბრაუზერისა და მოწყობილობის ტიპი, ენის არჩევანი, მონახულებული გვერდები და ის ჩანაწერები, რომლებიც სერვისის უსაფრთხო და გამართული მუშაობისთვისაა საჭირო.

ჩვენ არ ვითხოვთ განსაკუთრებული კატეგორიის მონაცემებს, მაგალითად, ინფორმაციას ჯანმრთელობის, რელიგიის ან ნასამართლობის შესახებ. გთხოვთ, ნუ მიუთითებთ მათ CV-სა თუ პროფილში.

## 2. რისთვის ვიყენებთ მონაცემებს

- თქვენი ანგარიშის შესაქმნელად, სამართავად და სისტემაში შესასვლელად;
- ვაკანსიებისა და კომპანიების პროფილების საჩვენებლად და განაცხადის გაგზავნის შესაძლებლობისთვის;
- თქვენი განაცხადისა და CV-ის თქვენ მიერ არჩეული დამსაქმებლისთვის გადასაცემად;
- სერვისული შეტყობინებების გასაგზავნად (ანგარიშის დადასტურება, პაროლის აღდგენა, განაცხადის სტატუსის ცვლილება);
- ვაკანსიების შესახებ შეტყობინებებისა და სიახლეების გასაგზავნად, მხოლოდ იმ შემთხვევაში, თუ გამოწერილი გაქვთ;
- თაღლითობის, სპამისა და ბოროტად გამოყენების თავიდან ასაცილებლად და სერვისის უსაფრთხოებისთვის;
- განზოგადებული, ანონიმური სტატისტიკისთვის, რომელიც სერვისის გაუმჯობესებაში გვეხმარება;
- კანონით დაკისრებული ვალდებულებების შესასრულებლად.

მონაცემებს ვამუშავებთ თქვენი თანხმობის, თქვენთან დადებული შეთანხმების ([გამოყენების წესების](/terms-of-use)) შესრულების, უსაფრთხო სერვისის უზრუნველყოფის ჩვენი კანონიერი ინტერესისა და კანონით დაკისრებული ვალდებულებების საფუძველზე.

## 3. ვის გადაეცემა თქვენი მონაცემები

- **დამსაქმებლებს.** განაცხადის გაგზავნისას კომპანია იღებს განაცხადში არსებულ მონაცემებს. თუ პროფილის ხილვადობას დამსაქმებლებისთვის ჩართავთ, მისი ნახვა რეგისტრირებულ კომპანიებს შეეძლებათ. თითოეული კომპანია თავად აგებს პასუხს მიღებული განაცხადების დამუშავებაზე.
- **მომსახურების მიმწოდებლებს**, რომლებიც ჩვენს სერვერებს მასპინძლობენ, ელფოსტას აგზავნიან ან ვებგვერდის სტატისტიკას აანალიზებენ. ისინი ხელშეკრულებით არიან ვალდებული, დაიცვან მონაცემები და გამოიყენონ ისინი მხოლოდ ჩვენი მითითებით.
- **სახელმწიფო ორგანოებს**, მხოლოდ მაშინ, როდესაც ამას საქართველოს კანონმდებლობა მოითხოვს.

პერსონალურ მონაცემებს არასოდეს ვყიდით. საქართველოს ფარგლებს გარეთ მონაცემები გადაეცემა მხოლოდ იმ ქვეყნებს, სადაც დაცვის სათანადო დონეა უზრუნველყოფილი, ან შესაბამისი გარანტიების არსებობისას, როგორც ამას კანონი მოითხოვს.

## 4. რამდენ ხანს ვინახავთ მონაცემებს

- **ანგარიშისა და პროფილის მონაცემები:** სანამ თქვენი ანგარიში აქტიურია. ანგარიშის წაშლის შემდეგ ამ მონაცემებს 30 დღის განმავლობაში ვშლით ან ვაანონიმურებთ.
- **განაცხადები:** ვაკანსიის დახურვიდან 12 თვის განმავლობაში, რათა თქვენც და დამსაქმებელმაც შეძლოთ მათი ნახვა; ამის შემდეგ ისინი იშლება ან ანონიმური ხდება.
- **არააქტიური ანგარიშები:** 3 წლის განმავლობაში გამოუყენებელ ანგარიშს ელფოსტით გაფრთხილების შემდეგ ვშლით.
- **სერვერის ჩანაწერები:** არაუმეტეს 6 თვისა.
- **მონაცემები, რომელთა შენახვაც კანონით გვევალება**, მაგალითად, საბუღალტრო დოკუმენტაცია: კანონით დადგენილი ვადით.

## 5. თქვენი უფლებები

საქართველოს კანონის „პერსონალურ მონაცემთა დაცვის შესახებ“ თანახმად, გაქვთ უფლება:

- მიიღოთ ინფორმაცია თქვენი მონაცემების დამუშავების შესახებ, გაეცნოთ მათ და მიიღოთ მათი ასლი;
- მოითხოვოთ არაზუსტი ან არასრული მონაცემების გასწორება, განახლება ან შევსება;
- მოითხოვოთ დამუშავების შეწყვეტა და თქვენი მონაცემების წაშლა ან განადგურება;
- მოითხოვოთ მონაცემების დაბლოკვა;
- მიიღოთ თქვენი მონაცემები სტრუქტურირებული, მანქანურად წაკითხვადი ფორმატით (მონაცემთა გადატანა);
- გააპროტესტოთ დამუშავება, მათ შორის პირდაპირი მარკეტინგის მიზნით;
- ნებისმიერ დროს გამოიხმოთ თანხმობა, რაც არ იმოქმედებს მანამდე განხორციელებული დამუშავების კანონიერებაზე;
- არ დაექვემდებაროთ მხოლოდ ავტომატიზებული დამუშავების საფუძველზე მიღებულ გადაწყვეტილებას, რომელიც თქვენზე არსებით გავლენას ახდენს;
- საჩივრით მიმართოთ პერსონალურ მონაცემთა დაცვის სამსახურს ან სასამართლოს.

მონაცემების უმეტესობის შეცვლა ან წაშლა თავად შეგიძლიათ ანგარიშის პარამეტრებში. სხვა ნებისმიერი მოთხოვნით მოგვწერეთ მისამართზე **support@techboard.ge**. გიპასუხებთ კანონით დადგენილ ვადაში, როგორც წესი, 10 სამუშაო დღის განმავლობაში.

## 6. ქუქი-ფაილები

ვიყენებთ ქუქი-ფაილებსა და მსგავს ტექნოლოგიებს:

- **აუცილებელი ქუქი-ფაილები** ინახავს თქვენს ავტორიზაციას, იმახსოვრებს არჩეულ ენას და იცავს ფორმებს ბოროტად გამოყენებისგან. მათ გარეშე სერვისი ვერ იმუშავებს.
- **ანალიტიკური ქუქი-ფაილები** განზოგადებული სახით გვაჩვენებს, როგორ გამოიყენება გვერდები. მათ მხოლოდ თქვენი თანხმობით ვიყენებთ, რომლის გამოხმობაც ნებისმიერ დროს შეგიძლიათ.

სარეკლამო ქუქი-ფაილებს არ ვიყენებთ. ქუქი-ფაილების წაშლა ან დაბლოკვა ბრაუზერის პარამეტრებშიც შეგიძლიათ.

## 7. უსაფრთხოება

ვიყენებთ დაშიფრულ კავშირს (HTTPS), პაროლებს ვინახავთ მხოლოდ ჰეშის სახით, პერსონალურ მონაცემებზე წვდომა მხოლოდ იმ თანამშრომლებს აქვთ, ვისაც ეს სამუშაოსთვის სჭირდება, ვქმნით სარეზერვო ასლებს და ვაკვირდებით შესაძლო ინციდენტებს. თუ ინციდენტი თქვენს მონაცემებს შეეხება, ამის შესახებ ვაცნობებთ პერსონალურ მონაცემთა დაცვის სამსახურს და, კანონით გათვალისწინებულ შემთხვევებში, თქვენც.

## 8. არასრულწლოვნები

სერვისი არ არის განკუთვნილი 16 წლამდე ბავშვებისთვის და ჩვენ შეგნებულად არ ვაგროვებთ მათ მონაცემებს.

## 9. პოლიტიკის ცვლილებები

შესაძლოა, ეს პოლიტიკა განვაახლოთ. მოქმედი ვერსია ყოველთვის ამ გვერდზე ქვეყნდება, არსებითი ცვლილებების შესახებ კი რეგისტრირებულ მომხმარებლებს ელფოსტით ვაცნობებთ მათ ამოქმედებამდე.

## 10. კონტაქტი

ამ პოლიტიკასთან ან თქვენს პერსონალურ მონაცემებთან დაკავშირებული შეკითხვებით მოგვმართეთ მისამართზე **support@techboard.ge** ან ნომერზე **+995 32 2 00 00 00**.
`;

const termsEn = `# Terms of Use

_Last updated: November 2025_

These Terms of Use ("Terms") govern your use of TechBoard.ge (the "Service"). By creating an account or using the Service, you agree to these Terms. If you do not agree, please do not use the Service.

## 1. The Service

TechBoard.ge is an online job board and company directory for the technology sector in Georgia. Companies create profiles and publish vacancies; talents browse vacancies, create profiles and apply. TechBoard.ge is not an employment agency: we are not a party to any employment relationship, and we do not guarantee that a vacancy will be filled or that a candidate will be hired.

## 2. Accounts

- You must be at least 16 years old to create an account.
- Provide accurate information and keep it up to date.
- Keep your password confidential: you are responsible for everything done through your account. If you suspect unauthorised access, tell us at once at support@techboard.ge.
- A company account may only be created by a person authorised to represent that company.
- Each person or company should hold no more than one account of each type.

## 3. Fees

Creating an account, publishing vacancies and applying for jobs is free. Should we ever introduce optional paid features, we will announce them in advance, and publishing vacancies will remain free.

## 4. Rules for employers

Vacancies and company profiles must:

- describe a real position that is currently open at the company publishing it;
- comply with the law, including the Labour Code of Georgia and its ban on discrimination on grounds such as sex, age, ethnicity, religion, disability or marital status;
- never ask candidates to pay a fee, buy training or products, or invest money;
- not contain misleading information about the salary, the working conditions or the employer;
- not be used to collect CVs for any purpose other than recruiting for the published role.

Employers may use the personal data of candidates only for recruitment and must process it in line with the Law of Georgia on Personal Data Protection.

We may verify companies and mark verified profiles. A profile created on a company's behalf from public information can be claimed by that company once it confirms that it represents it.

## 5. Rules for talents

- Apply only with information that is true and your own.
- Do not send spam or mass, irrelevant applications.
- Respect the confidentiality of information an employer shares with you during the hiring process.

## 6. Prohibited use

You must not:

- publish unlawful, offensive, discriminatory or misleading content;
- impersonate another person or company;
- copy or harvest data from the Service by automated means without our written permission;
- try to break, overload or bypass the security of the Service;
- use the Service for advertising or for any purpose other than hiring and looking for work.

## 7. Content and intellectual property

You keep the rights to the content you publish, such as texts, logos and CVs. By publishing it, you grant us a free, non-exclusive licence to host, display and technically adapt it (for example, resize a logo) in order to operate and promote the Service, for as long as it is published. The TechBoard.ge name, logo, design and software belong to us.

## 8. Moderation and termination

We may correct formatting, hide or remove content that breaks these Terms, and suspend or close accounts involved in abuse, giving notice where reasonably possible. You may delete your account at any time in your account settings.

## 9. Liability

We work hard to keep the Service available and accurate, but it is provided "as is". We are not responsible for the content of vacancies and profiles published by users, for the decisions of employers or candidates, or for interruptions beyond our reasonable control. Nothing in these Terms limits any liability that cannot be limited under the law of Georgia.

## 10. Changes to these Terms

We may change these Terms. The new version will be published on this page, and registered users will be notified of significant changes at least 14 days before they take effect. If you continue to use the Service after that, you accept the new Terms.

## 11. Governing law and disputes

These Terms are governed by the law of Georgia. We will try to settle any dispute through negotiation first; if that fails, it will be resolved by the competent courts of Georgia.

## 12. Contact

**support@techboard.ge** · **+995 32 2 00 00 00**
`;

const termsGe = `# გამოყენების წესები

_ბოლო განახლება: 2025 წლის ნოემბერი_

წინამდებარე გამოყენების წესები („წესები“) არეგულირებს TechBoard.ge-ით („სერვისი“) სარგებლობას. ანგარიშის შექმნით ან სერვისის გამოყენებით თქვენ ეთანხმებით ამ წესებს. თუ არ ეთანხმებით, გთხოვთ, ნუ ისარგებლებთ სერვისით.

## 1. სერვისი

TechBoard.ge არის საქართველოს ტექნოლოგიური სექტორის ონლაინ ვაკანსიებისა და კომპანიების კატალოგი. კომპანიები ქმნიან პროფილებს და აქვეყნებენ ვაკანსიებს, სპეციალისტები კი ათვალიერებენ ვაკანსიებს, ქმნიან პროფილებს და აგზავნიან განაცხადებს. TechBoard.ge არ არის დასაქმების სააგენტო: ჩვენ არ ვართ შრომითი ურთიერთობის მხარე და არ ვიძლევით გარანტიას, რომ ვაკანსია შეივსება ან კანდიდატი დასაქმდება.

## 2. ანგარიშები

- ანგარიშის შესაქმნელად უნდა იყოთ სულ მცირე 16 წლის.
- მიუთითეთ ზუსტი ინფორმაცია და დროულად განაახლეთ იგი.
- არავის გაუმჟღავნოთ პაროლი: თქვენი ანგარიშით შესრულებულ ყველა მოქმედებაზე პასუხს თქვენ აგებთ. თუ ეჭვი გაქვთ, რომ ანგარიშზე უნებართვო წვდომა მოხდა, დაუყოვნებლივ მოგვწერეთ მისამართზე support@techboard.ge.
- კომპანიის ანგარიშის შექმნა შეუძლია მხოლოდ იმ პირს, რომელიც უფლებამოსილია, წარმოადგინოს ეს კომპანია.
- თითოეულ პირს ან კომპანიას თითო ტიპის მხოლოდ ერთი ანგარიში უნდა ჰქონდეს.

## 3. საფასური

ანგარიშის შექმნა, ვაკანსიების გამოქვეყნება და განაცხადების გაგზავნა უფასოა. თუ ოდესმე დამატებით ფასიან ფუნქციებს შემოვიღებთ, ამის შესახებ წინასწარ გამოვაცხადებთ, ვაკანსიების გამოქვეყნება კი კვლავ უფასო დარჩება.

## 4. წესები დამსაქმებლებისთვის

ვაკანსიები და კომპანიების პროფილები:

- უნდა აღწერდეს რეალურ პოზიციას, რომელიც ამჟამად ღიაა გამომქვეყნებელ კომპანიაში;
- უნდა შეესაბამებოდეს კანონმდებლობას, მათ შორის საქართველოს შრომის კოდექსს, რომელიც კრძალავს დისკრიმინაციას სქესის, ასაკის, ეთნიკური კუთვნილების, რელიგიის, შეზღუდული შესაძლებლობის, ოჯახური მდგომარეობისა და სხვა ნიშნით;
- არასოდეს უნდა ითხოვდეს კანდიდატისგან საფასურის გადახდას, ტრენინგის ან პროდუქტის შეძენას ან ფულის ინვესტირებას;
- არ უნდა შეიცავდეს შეცდომაში შემყვან ინფორმაციას ხელფასის, სამუშაო პირობების ან დამსაქმებლის შესახებ;
- არ უნდა იყოს გამოყენებული CV-ების შესაგროვებლად გამოქვეყნებულ პოზიციაზე შერჩევის გარდა სხვა მიზნით.

დამსაქმებელს კანდიდატების პერსონალური მონაცემების გამოყენება მხოლოდ შერჩევის მიზნით შეუძლია და ვალდებულია, დაამუშაოს ისინი საქართველოს კანონის „პერსონალურ მონაცემთა დაცვის შესახებ“ შესაბამისად.

ჩვენ შეიძლება გადავამოწმოთ კომპანიები და ვერიფიცირებული პროფილები სპეციალური ნიშნით აღვნიშნოთ. საჯარო ინფორმაციის საფუძველზე შექმნილი პროფილის მართვის უფლების მოთხოვნა კომპანიას შეუძლია მას შემდეგ, რაც დაადასტურებს, რომ მას წარმოადგენს.

## 5. წესები სპეციალისტებისთვის

- განაცხადში მიუთითეთ მხოლოდ სიმართლე და მხოლოდ საკუთარი მონაცემები.
- ნუ გააგზავნით სპამს ან მასობრივ, პოზიციასთან შეუსაბამო განაცხადებს.
- პატივი ეცით იმ ინფორმაციის კონფიდენციალურობას, რომელსაც დამსაქმებელი შერჩევის პროცესში გიზიარებთ.

## 6. აკრძალული ქმედებები

დაუშვებელია:

- უკანონო, შეურაცხმყოფელი, დისკრიმინაციული ან შეცდომაში შემყვანი კონტენტის გამოქვეყნება;
- სხვა პირის ან კომპანიის სახელით მოქმედება;
- სერვისიდან მონაცემების ავტომატიზებული საშუალებებით კოპირება ან შეგროვება ჩვენი წერილობითი ნებართვის გარეშე;
- სერვისის დაზიანების, გადატვირთვის ან მისი დაცვის მექანიზმების გვერდის ავლის მცდელობა;
- სერვისის გამოყენება რეკლამისთვის ან ნებისმიერი სხვა მიზნით, გარდა დასაქმებისა და სამსახურის ძიებისა.

## 7. კონტენტი და ინტელექტუალური საკუთრება

თქვენ მიერ გამოქვეყნებულ კონტენტზე, მაგალითად, ტექსტებზე, ლოგოებსა და CV-ებზე, უფლებები თქვენვე გრჩებათ. მისი გამოქვეყნებით ჩვენ გვაძლევთ უფასო, არაექსკლუზიურ ლიცენზიას, განვათავსოთ, ვაჩვენოთ და ტექნიკურად მოვარგოთ იგი (მაგალითად, შევცვალოთ ლოგოს ზომა) სერვისის ფუნქციონირებისა და პოპულარიზაციის მიზნით, სანამ ის გამოქვეყნებულია. TechBoard.ge-ის სახელწოდება, ლოგო, დიზაინი და პროგრამული უზრუნველყოფა ჩვენ გვეკუთვნის.

## 8. მოდერაცია და ანგარიშის დახურვა

შესაძლოა, შევასწოროთ ფორმატირება, დავმალოთ ან წავშალოთ ამ წესების დამრღვევი კონტენტი და შევაჩეროთ ან დავხუროთ ბოროტად გამოყენებაში მონაწილე ანგარიშები, შეძლებისდაგვარად წინასწარი გაფრთხილებით. თქვენ შეგიძლიათ ნებისმიერ დროს წაშალოთ თქვენი ანგარიში პარამეტრებიდან.

## 9. პასუხისმგებლობა

ყველაფერს ვაკეთებთ, რომ სერვისი ხელმისაწვდომი და ზუსტი იყოს, თუმცა ის მოგეწოდებათ „როგორც არის“ პრინციპით. ჩვენ არ ვაგებთ პასუხს მომხმარებლების მიერ გამოქვეყნებული ვაკანსიებისა და პროფილების შინაარსზე, დამსაქმებლებისა თუ კანდიდატების გადაწყვეტილებებზე და ჩვენი გონივრული კონტროლის მიღმა არსებული მიზეზებით გამოწვეულ შეფერხებებზე. ეს წესები არ ზღუდავს იმ პასუხისმგებლობას, რომლის შეზღუდვაც საქართველოს კანონმდებლობით დაუშვებელია.

## 10. წესების ცვლილება

შესაძლოა, ეს წესები შევცვალოთ. ახალი ვერსია ამ გვერდზე გამოქვეყნდება, არსებითი ცვლილებების შესახებ კი რეგისტრირებულ მომხმარებლებს მათ ამოქმედებამდე სულ მცირე 14 დღით ადრე ვაცნობებთ. თუ ამის შემდეგაც გააგრძელებთ სერვისით სარგებლობას, ეს ნიშნავს, რომ ახალ წესებს ეთანხმებით.

## 11. მარეგულირებელი სამართალი და დავები

ეს წესები რეგულირდება საქართველოს კანონმდებლობით. ნებისმიერი დავის მოგვარებას ჯერ მოლაპარაკებით შევეცდებით, შეთანხმების მიუღწევლობის შემთხვევაში კი დავას საქართველოს უფლებამოსილი სასამართლო განიხილავს.

## 12. კონტაქტი

**support@techboard.ge** · **+995 32 2 00 00 00**
`;

const supportEn = `# Support

We are here to help talents and companies get the most out of TechBoard.ge.

## How to reach us

- **E-mail:** support@techboard.ge is the fastest way. Please write from the address of your account and, if it helps, include a link to the vacancy or company page.
- **Phone:** +995 32 2 00 00 00
- **Hours:** Monday to Friday, 10:00–19:00 Tbilisi time (GMT+4). We are closed on Georgian public holidays.

We answer e-mails within one working day, usually much sooner, in Georgian or in English.

## Common issues

### I did not receive the confirmation e-mail

Check your spam and promotions folders and make sure the address was typed correctly. You can ask for a new link from the sign-in page. If it still does not arrive, write to us from the same address.

### I forgot my password

Use the "forgot password" link on the sign-in page and follow the link we send you by e-mail. The link is valid for a limited time, so use it soon.

### How do I publish a vacancy?

Sign in with a company account, open your company profile and add a new vacancy: fill in the title, description, technologies, experience level, city and work format, then publish. Publishing is free and there is no limit on the number of vacancies.

### Our company already has a profile here

Some profiles are created from public information so that talents can find the company. Claim the profile from the company page, or e-mail us from an address on your company's domain, and we will hand it over to you after a short check.

### How does a company get verified?

Complete the company profile and write to us from an address on your company's domain. Verification usually takes one to two working days.

### How do I withdraw an application?

Open the list of your applications in your profile and withdraw the one you no longer need. To change an application, withdraw it and apply again with the updated CV.

### How do I delete my account?

You can delete your account in your account settings. Your personal data is then removed as described in our [Privacy Policy](/privacyPolicy).

### I found a suspicious vacancy

Real employers never ask candidates for money. If a vacancy asks you to pay, invest or share your card details, do not reply, and report it to support@techboard.ge. We review every report.

## Before you write

Many answers are already in our [FAQ](/faq). When you report a technical problem, tell us which browser and device you use and the steps that led to the error; a screenshot helps a lot.
`;

const supportGe = `# მხარდაჭერა

ჩვენ აქ ვართ, რომ სპეციალისტებსა და კომპანიებს TechBoard.ge-ის შესაძლებლობების სრულად გამოყენებაში დავეხმაროთ.

## როგორ დაგვიკავშირდეთ

- **ელფოსტა:** support@techboard.ge — ყველაზე სწრაფი გზა. გთხოვთ, მოგვწეროთ იმ მისამართიდან, რომლითაც ანგარიში გაქვთ დარეგისტრირებული, და საჭიროების შემთხვევაში მიუთითოთ ვაკანსიის ან კომპანიის გვერდის ბმული.
- **ტელეფონი:** +995 32 2 00 00 00
- **სამუშაო საათები:** ორშაბათიდან პარასკევის ჩათვლით, 10:00–19:00 (თბილისის დროით, GMT+4). საქართველოში დადგენილ უქმე დღეებში არ ვმუშაობთ.

ელფოსტაზე ვპასუხობთ ერთი სამუშაო დღის განმავლობაში, ჩვეულებრივ ბევრად უფრო სწრაფად, ქართულად ან ინგლისურად.

## ხშირი პრობლემები

### დადასტურების წერილი არ მომსვლია

შეამოწმეთ სპამისა და სარეკლამო წერილების საქაღალდეები და დარწმუნდით, რომ მისამართი სწორად აკრიფეთ. ახალი ბმულის მოთხოვნა შესვლის გვერდიდან შეგიძლიათ. თუ წერილი მაინც არ მოვიდა, მოგვწერეთ იმავე მისამართიდან.

### დამავიწყდა პაროლი

შესვლის გვერდზე გამოიყენეთ ბმული „დაგავიწყდათ პაროლი?“ და გადადით ელფოსტით გამოგზავნილ ბმულზე. ბმული შეზღუდული დროით მოქმედებს, ამიტომ გამოიყენეთ იგი დროულად.

### როგორ გამოვაქვეყნო ვაკანსია?

შედით კომპანიის ანგარიშით, გახსენით კომპანიის პროფილი და დაამატეთ ახალი ვაკანსია: შეავსეთ დასახელება, აღწერა, ტექნოლოგიები, გამოცდილების დონე, ქალაქი და სამუშაო ფორმატი, შემდეგ კი გამოაქვეყნეთ. გამოქვეყნება უფასოა და ვაკანსიების რაოდენობა შეზღუდული არ არის.

### ჩვენს კომპანიას აქ უკვე აქვს პროფილი

ზოგიერთი პროფილი საჯარო ინფორმაციის საფუძველზე იქმნება, რათა სპეციალისტებმა კომპანიის პოვნა შეძლონ. მოითხოვეთ პროფილი კომპანიის გვერდიდან ან მოგვწერეთ კომპანიის დომენზე არსებული მისამართიდან და მოკლე შემოწმების შემდეგ პროფილს გადმოგცემთ.

### როგორ ხდება კომპანიის ვერიფიკაცია?

სრულად შეავსეთ კომპანიის პროფილი და მოგვწერეთ კომპანიის დომენზე არსებული მისამართიდან. ვერიფიკაციას, როგორც წესი, ერთი-ორი სამუშაო დღე სჭირდება.

### როგორ გავაუქმო განაცხადი?

პროფილში გახსენით თქვენი განაცხადების სია და გააუქმეთ ის, რომელიც აღარ გჭირდებათ. განაცხადის შესაცვლელად გააუქმეთ იგი და ხელახლა გააგზავნეთ განახლებული CV-ით.

### როგორ წავშალო ანგარიში?

ანგარიშის წაშლა ანგარიშის პარამეტრებიდან შეგიძლიათ. ამის შემდეგ თქვენი პერსონალური მონაცემები წაიშლება ისე, როგორც ეს ჩვენს [კონფიდენციალურობის პოლიტიკაშია](/privacyPolicy) აღწერილი.

### საეჭვო ვაკანსია ვნახე

რეალური დამსაქმებელი კანდიდატს ფულს არასოდეს სთხოვს. თუ ვაკანსია გთხოვთ თანხის გადახდას, ინვესტირებას ან ბარათის მონაცემების გაზიარებას, ნუ უპასუხებთ და შეგვატყობინეთ მისამართზე support@techboard.ge. ყველა შეტყობინებას განვიხილავთ.

## სანამ მოგვწერთ

ბევრ შეკითხვაზე პასუხი უკვე ჩვენს [ხშირად დასმულ კითხვებშია](/faq). ტექნიკური პრობლემის შესახებ შეტყობინებისას მიუთითეთ, რომელ ბრაუზერსა და მოწყობილობას იყენებთ და რა ნაბიჯებმა გამოიწვია შეცდომა; ეკრანის ანაბეჭდი ძალიან დაგვეხმარება.
`;

export const staticPages: StaticPageSeed[] = [
  {
    type: StaticContentType.AboutUs,
    titleEn: 'About us',
    titleGe: 'ჩვენს შესახებ',
    contentEn: aboutEn,
    contentGe: aboutGe,
  },
  {
    type: StaticContentType.PrivacyPolicy,
    titleEn: 'Privacy Policy',
    titleGe: 'კონფიდენციალურობის პოლიტიკა',
    contentEn: privacyEn,
    contentGe: privacyGe,
  },
  {
    type: StaticContentType.TermsOfUse,
    titleEn: 'Terms of Use',
    titleGe: 'გამოყენების წესები',
    contentEn: termsEn,
    contentGe: termsGe,
  },
  {
    type: StaticContentType.Support,
    titleEn: 'Support',
    titleGe: 'მხარდაჭერა',
    contentEn: supportEn,
    contentGe: supportGe,
  },
];
