import type { Encoding } from './family';

const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

const pigLatinWord = (word: string) => {
  const lead = /^[^aeiou]+/i.exec(word)?.[0] ?? '';
  if (!/^[a-z]+$/i.test(word)) return word;
  return lead === '' ? `${word}way` : `${word.slice(lead.length)}${lead}ay`;
};

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
/** Latin letters and the Cyrillic or Greek letters drawn the same. */
const LOOKALIKE: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', y: 'у', i: 'і' };

const mathBold = (c: string) => {
  const code = c.charCodeAt(0);
  if (c >= 'a' && c <= 'z') return String.fromCodePoint(0x1d41a + code - 97);
  if (c >= 'A' && c <= 'Z') return String.fromCodePoint(0x1d400 + code - 65);
  return c;
};

/** The text disguised as a user would disguise it. */
export function encode(text: string, encoding: Encoding): string {
  switch (encoding) {
    case 'base64':
      return Buffer.from(text).toString('base64');
    case 'reversed':
      return [...text].reverse().join('');
    case 'rot13':
      return rot13(text);
    case 'pigLatin':
      return text.split(' ').map(pigLatinWord).join(' ');
    case 'leet':
      return text.replace(/[aeiost]/g, (c) => LEET[c] ?? c);
    case 'mathBold':
      return [...text].map(mathBold).join('');
    case 'homoglyph':
      return text.replace(/[aeopcxyi]/g, (c) => LOOKALIKE[c] ?? c);
    case 'bidiWrapped':
      // A right-to-left override shows the reversed letters in reading order.
      return `\u202e${[...text].reverse().join('')}\u202c`;
    case 'spacedOut':
      return text
        .split(' ')
        .map((w) => [...w].join(' '))
        .join('   ');
    case 'dotted':
      return text
        .split(' ')
        .map((w) => [...w].join('.'))
        .join(' ');
  }
}
