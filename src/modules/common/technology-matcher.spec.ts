import { createTechnologyMatcher } from './technology-matcher.js';

const technologies = [
  { id: 1, name: 'JavaScript', aliases: ['JS', 'ECMAScript'] },
  { id: 2, name: 'TypeScript', aliases: ['TS'] },
  { id: 3, name: 'PostgreSQL', aliases: ['Postgres'] },
  { id: 4, name: 'Kubernetes', aliases: ['k8s'] },
  { id: 5, name: 'Go', aliases: ['Golang'] },
  { id: 6, name: 'Java', aliases: [] },
  { id: 7, name: 'C#', aliases: ['CSharp'] },
  { id: 8, name: 'C', aliases: [] },
  { id: 9, name: 'C++', aliases: [] },
  { id: 10, name: 'Node.js', aliases: ['Node', 'NodeJS'] },
  { id: 11, name: 'React', aliases: ['React.js', 'ReactJS'] },
  { id: 12, name: '.NET', aliases: ['dotnet'] },
  { id: 13, name: 'Spring', aliases: [] },
  { id: 14, name: 'R', aliases: [] },
  { id: 15, name: 'Django', aliases: [] },
  { id: 16, name: 'Apache Kafka', aliases: ['Kafka'] },
  { id: 17, name: 'Git', aliases: [] },
  { id: 18, name: 'Linux', aliases: [] },
];
const find = createTechnologyMatcher(technologies);

describe('technology matcher', () => {
  it('finds names and common aliases, in order of first mention', () => {
    expect(find('We use TS on the front, Postgres and k8s behind, plus some JS.')).toEqual([2, 3, 4, 1]);
  });

  it('matches case-insensitively for distinctive names', () => {
    expect(find('experience with typescript and POSTGRESQL')).toEqual([2, 3]);
  });

  it('does not match inside other words', () => {
    expect(find('JavaScript developer')).toEqual([1]);
    expect(find('Rustic Gopher mascots; Cobol; Javanese coffee')).toEqual([]);
    expect(find('jsonschema and TSLint configs')).toEqual([]);
  });

  it('keeps ordinary words and one-letter names to their written case', () => {
    expect(find("let's go to the spring fair and see r and c")).toEqual([]);
    expect(find('Backend in Go and Spring, statistics in R, firmware in C.')).toEqual([5, 13, 14, 8]);
  });

  it('finds brand names written in lower case', () => {
    expect(find('we use django, kafka, git and linux every day')).toEqual([15, 16, 17, 18]);
  });

  it('tells C, C++ and C# apart', () => {
    expect(find('C++ and C# but not C-level management')).toEqual([9, 7]);
    expect(find('Objective-C and C')).toEqual([8]);
  });

  it('handles names with dots and trailing punctuation', () => {
    expect(find('Node.js, React.js and .NET.')).toEqual([10, 11, 12]);
    expect(find('We love React/Redux')).toEqual([11]);
  });

  it('matches in Georgian text', () => {
    expect(find('ვეძებთ დეველოპერს, რომელიც იცნობს React-ს და TypeScript-ს')).toEqual([11, 2]);
  });
});
