import type { Messages } from './messages.en.js';

/** Server messages in Georgian. */
export const ka: Messages = {
  errors: {
    somethingWentWrong: 'რაღაც შეცდომა მოხდა, გთხოვთ განაახლოთ გვერდი',
    notFound: 'მოთხოვნილი მონაცემი ვერ მოიძებნა',
    routeNotFound: 'ასეთი მისამართი არ არსებობს: {{path}}',
    unauthorized: 'გასაგრძელებლად გთხოვთ გაიაროთ ავტორიზაცია',
    forbidden: 'ამ მოქმედების შესრულების უფლება არ გაქვთ',
    invalidJson: 'მოთხოვნის შიგთავსი არ არის სწორი JSON',
    payloadTooLarge: 'მოთხოვნა ძალიან დიდია',
    databaseDown: 'მონაცემთა ბაზა მიუწვდომელია',
    fillAllFields: 'გთხოვთ, ყველა ველი სწორად შეავსოთ',
  },
  validation: {
    forbiddenCharacters: '{{property}} შეიცავს დაუშვებელ სიმბოლოებს',
    isInt: '{{property}} უნდა იყოს მთელი რიცხვი',
    isPositive: '{{property}} უნდა იყოს დადებითი რიცხვი',
    min: '{{property}} არ უნდა იყოს {{constraint1}}-ზე ნაკლები',
    max: '{{property}} არ უნდა იყოს {{constraint1}}-ზე მეტი',
    isEnum: '{{property}} უნდა იყოს ერთ-ერთი: {{constraint2}}',
    isIn: '{{property}} უნდა იყოს ერთ-ერთი: {{constraint1}}',
    isString: '{{property}} უნდა იყოს ტექსტი',
    isNotEmpty: '{{property}} არ უნდა იყოს ცარიელი',
    maxLength: '{{property}} უნდა შეიცავდეს არაუმეტეს {{constraint1}} სიმბოლოს',
    minLength: '{{property}} უნდა შეიცავდეს მინიმუმ {{constraint1}} სიმბოლოს',
    isBoolean: '{{property}} უნდა იყოს true ან false',
    arrayMaxSize: '{{property}} უნდა შეიცავდეს არაუმეტეს {{constraint1}} ელემენტს',
    whitelistValidation: 'უცნობი ველი {{property}}',
    unknownValue: 'მოულოდნელი მნიშვნელობა',
    textTooLong: 'ტექსტი უნდა შეიცავდეს არაუმეტეს {{max}} სიმბოლოს',
  },
};
