/**
 * Words of the languages most adult fiction is written in (Spanish, French, German, Italian,
 * Portuguese, Dutch, Polish, Russian and Japanese romanised, Turkish), as they read after folding
 * to ASCII, mapped to the English words the rules know. Only words and phrases that mean a child,
 * a school or an age are here, never one that is also an ordinary English word ("once", "elf",
 * "seize", "kind", "let", "nina" need a neighbour that makes them foreign).
 */

/** Numbers from 11 to 17, which are ages only before a word for years. */
const TEEN_NUMBERS: Record<string, string[]> = {
  '11': ['once', 'onze', 'elf', 'undici', 'elf', 'jedenascie', 'odinnadtsat', 'juuichi', 'on bir'],
  '12': ['doce', 'douze', 'zwolf', 'zwoelf', 'dodici', 'twaalf', 'dwanascie', 'dvenadtsat', 'juuni', 'on iki'],
  '13': ['trece', 'treize', 'dreizehn', 'tredici', 'treze', 'dertien', 'trzynascie', 'trinadtsat', 'juusan', 'on uc'],
  '14': ['catorce', 'quatorze', 'catorze', 'vierzehn', 'quattordici', 'veertien', 'czternascie', 'chetyrnadtsat', 'juuyon', 'juushi', 'on dort'],
  '15': ['quince', 'quinze', 'funfzehn', 'fuenfzehn', 'quindici', 'vijftien', 'pietnascie', 'pyatnadtsat', 'juugo', 'on bes'],
  '16': ['dieciseis', 'seize', 'sechzehn', 'sedici', 'dezesseis', 'dezasseis', 'zestien', 'szesnascie', 'shestnadtsat', 'juuroku', 'on alti'],
  '17': ['diecisiete', 'dix sept', 'siebzehn', 'diciassette', 'dezessete', 'dezassete', 'zeventien', 'siedemnascie', 'semnadtsat', 'juunana', 'juushichi', 'on yedi'],
};
/** Words for "years (old)" after a number. */
const YEARS = ['anos', 'anios', 'ans', 'jahre', 'jahren', 'jahrig', 'jahrige', 'jahriger', 'anni', 'jaar', 'jarige', 'lat', 'let', 'goda', 'sai', 'saino', 'yasinda', 'yasindaki', 'yas', 'yasi'];

/** Foreign words and phrases for children, teenagers, school and childhood, with an English word of the same sense. */
const MEANINGS: Record<string, string[]> = {
  child: [
    'una nina', 'la nina', 'esta nina', 'nina pequena', 'ninita', 'chiquilla', 'chiquillo', 'ninos', 'criatura',
    'enfant', 'fillette', 'petite fille', 'gamine', 'gamin', 'gosse',
    'ein kind', 'das kind', 'kindchen', 'kleines madchen', 'kleines maedchen',
    'bambina', 'bambino', 'ragazzina', 'ragazzino', 'bimba', 'bimbo piccolo',
    'menina', 'menino', 'garotinha', 'garotinho', 'crianca',
    'een kind', 'het kind', 'klein meisje', 'meisje van',
    'dziewczynka', 'dziecko', 'chlopczyk', 'malolata', 'malolat',
    'devochka', 'malchik', 'rebenok', 'malyshka', 'maloletka', 'maloletnyaya', 'maloletniy',
    'youjo', 'shoujo', 'kodomo', 'jidou', 'ko domo',
    'kiz cocugu', 'cocuk', 'kucuk kiz', 'kucuk cocuk', 'erkek cocuk',
  ],
  underage: [
    'menor de edad', 'menor', 'mineure', 'mineur', 'minderjahrig', 'minderjahrige', 'minderjahriges', 'minderjaehrig',
    'minorenne', 'minorenni', 'menor de idade', 'minderjarige', 'minderjarig', 'nieletnia', 'nieletni', 'niepelnoletnia',
    'nesovershennoletnyaya', 'nesovershennoletniy', 'nesovershennoletnaya', 'miseinen', 'resit olmayan', 'resit degil',
  ],
  teenager: [
    'adolescente', 'adolescentes', 'jovencita', 'quinceanera', 'teenie', 'teenager', 'jugendliche', 'jugendlicher',
    'adolescenti', 'tiener', 'tieners', 'nastolatka', 'nastolatek', 'podrostok', 'devushka podrostok', 'ergen', 'genc kiz',
  ],
  schoolgirl: [
    'colegiala', 'colegialas', 'alumna de secundaria', 'collegienne', 'ecoliere', 'lyceenne', 'schulmadchen', 'schulmaedchen',
    'schulerin', 'schuelerin', 'studentessa delle medie', 'scolaretta', 'colegial', 'estudante do fundamental', 'schoolmeisje',
    'uczennica', 'shkolnitsa', 'shkolnik', 'joshi chuugakusei', 'joshi chugakusei', 'joshi shougakusei', 'chuugakusei',
    'chugakusei', 'shougakusei', 'shogakusei', 'joshikousei', 'joshi kousei', 'liseli kiz', 'ortaokul ogrencisi', 'ogrenci kiz',
  ],
  'middle school': [
    'colegio', 'no colegio', 'el colegio', 'escuela secundaria', 'escuela primaria', 'secundaria', 'primaria', 'au college', 'en sixieme', 'en cinquieme', 'en quatrieme',
    'cm1', 'cm2', 'cours elementaire', 'cours moyen', 'ecole primaire', 'grundschule', 'realschule', 'hauptschule', 'unterstufe',
    'siebte klasse', 'achte klasse', 'neunte klasse', 'sechste klasse', 'scuola media', 'scuola elementare', 'scuole medie',
    'terza media', 'delle medie', 'alle medie', 'le medie', 'de sixieme', 'de cinquieme', 'de quatrieme', 'de troisieme',
    'chuugaku', 'chugaku', 'shougaku', 'shogaku', 'prima media', 'seconda media', 'ensino fundamental', 'sexto ano', 'setimo ano', 'oitavo ano', 'nono ano',
    'basisschool', 'middelbare school', 'brugklas', 'podstawowka', 'podstawowki', 'gimnazjum', 'szkola podstawowa',
    'szkoly podstawowej', 'v shkole', 'sedmom klasse', 'vosmom klasse', 'shestom klasse', 'devyatom klasse', 'shougakkou',
    'chuugakkou', 'chugakko', 'shogakko', 'ortaokul', 'ortaokula', 'ilkokul', 'ilkokula', 'liseye',
  ],
  pupil: ['eleve', 'eleves', 'alumna', 'alunna', 'aluna', 'leerlinge', 'ucennica'],
  girl: ['onnanoko'],
  homework: ['deberes', 'tareas escolares', 'devoirs', 'hausaufgaben', 'compiti', 'licao de casa', 'dever de casa', 'huiswerk', 'praca domowa', 'domashka', 'shukudai', 'odev'],
  lolicon: ['rorikon', 'roli'],
  teacher: [
    'maestra', 'maestro', 'profesora', 'profesor', 'professeure', 'professeur', 'institutrice', 'instituteur', 'lehrerin', 'lehrer',
    'insegnante', 'professoressa', 'professora', 'lerares', 'leraar', 'juf', 'nauczycielka', 'nauczyciel', 'uchitelnitsa',
    'uchitel', 'sensei', 'kyoushi', 'ogretmen',
  ],
};

const alternation = (phrases: string[]) =>
  [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .join('|');

const NUMBER_OF = new Map(Object.entries(TEEN_NUMBERS).flatMap(([n, words]) => words.map((w) => [w, n] as const)));
const AGE = new RegExp(String.raw`\b(${alternation([...NUMBER_OF.keys()])}|\d{1,2}) (?:${alternation(YEARS)})\b`, 'g');
/** "Kind" is a child in German and Dutch after an article, with at most one adjective between. */
const GERMANIC_CHILD = /\b(?:ein|das|dem|des|kein|mein|sein|ihr|unser|een|het|mijn|zijn|haar)(?: [a-z]+)? kind\b/g;
/** "JK", "JC", "JS" (high, middle, primary schoolgirl) beside a Japanese honorific or particle. */
const JAPANESE_SCHOOLGIRL = /(?<=\b(?:chan|san|kun|sama|senpai|no) (?:, )?)(?:jk|jc|js)\b|\b(?:jk|jc|js)(?= (?:no|chan|ga|wa|to)\b)/g;
/** Polish and Russian also put the word for years first ("lat czternascie"). */
const YEARS_FIRST = new RegExp(String.raw`\b(?:lat|let) (${alternation([...NUMBER_OF.keys()])}|\d{1,2})\b`, 'g');
const MEANING_OF = new Map(Object.entries(MEANINGS).flatMap(([english, words]) => words.map((w) => [w, english] as const)));
const WORD = new RegExp(String.raw`\b(?:${alternation([...MEANING_OF.keys()])})\b`, 'g');

/** Normalised text with foreign ages as "14 years old" and foreign words for children and school in English. */
export function translateForeign(text: string): string {
  return text
    .replace(AGE, (_, n: string) => `${NUMBER_OF.get(n) ?? n} years old`)
    .replace(YEARS_FIRST, (_, n: string) => `${NUMBER_OF.get(n) ?? n} years old`)
    .replace(WORD, (word) => MEANING_OF.get(word) ?? word)
    .replace(GERMANIC_CHILD, 'a child')
    .replace(JAPANESE_SCHOOLGIRL, ' schoolgirl ');
}
