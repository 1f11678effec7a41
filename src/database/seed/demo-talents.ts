/** Demo talent accounts (no password: they cannot sign in) so the landing page's counts are alive;
 *  they also write the demo companies' reviews (demo/reviews.ts names them by full name). */
export const demoTalents: { fullName: string; email: string }[] = [
  'Nino Beridze',
  'Giorgi Kapanadze',
  'Mariam Lomidze',
  'Luka Tsiklauri',
  'Ana Gelashvili',
  'Davit Maisuradze',
  'Tamar Kvaratskhelia',
  'Levan Abashidze',
  'Elene Chkheidze',
  'Irakli Jakeli',
  'Salome Mchedlishvili',
  'Nika Shengelia',
  'Nutsa Gogoladze',
  'Sandro Kiknadze',
  'Ketevan Janelidze',
  'Zurab Nozadze',
  'Natia Tsereteli',
  'Beka Gvaramia',
].map((fullName) => ({ fullName, email: `${fullName.toLowerCase().replace(' ', '.')}@demo.techboard.ge` }));
