import { strToU8, zipSync, type Zippable } from 'fflate';

/** What a book holds: its chapters' plain text, split into paragraphs at line breaks. */
export interface Book {
  id: string;
  title: string;
  author: string;
  language: string;
  modifiedAt: Date;
  chapters: { title: string; text: string }[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
/** Whether XML 1.0 allows the character: not controls other than tab and line breaks, lone surrogates or U+FFFE/F. */
const allowedInXml = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && (code < 0xd800 || code > 0xdfff) && code < 0xfffe) ||
  code > 0xffff;
const withoutForbiddenCharacters = (text: string) =>
  Array.from(text)
    .filter((character) => allowedInXml(character.codePointAt(0) ?? 0))
    .join('');
const xml = (text: string) => escapeXml(withoutForbiddenCharacters(text));

const chapterFile = (index: number) => `chapter-${index + 1}.xhtml`;
/** EPUB wants UTC to the second, without fractions. */
const modified = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

const STYLE = `body { font-family: serif; line-height: 1.5; margin: 0 5%; }
h1 { font-size: 1.4em; margin: 1.5em 0 1em; }
p { margin: 0 0 0.8em; text-indent: 0; }
`;

function page(book: Book, title: string, body: string, extraNamespace = '') {
  const lang = xml(book.language);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml"${extraNamespace} xml:lang="${lang}" lang="${lang}">
<head>
  <meta charset="UTF-8"/>
  <title>${xml(title)}</title>
  <link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

function chapterPage(book: Book, chapter: Book['chapters'][number]) {
  const paragraphs = chapter.text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `  <p>${xml(line)}</p>`);
  return page(
    book,
    chapter.title,
    [`  <section>`, `  <h1>${xml(chapter.title)}</h1>`, ...paragraphs, `  </section>`].join('\n'),
  );
}

function navPage(book: Book) {
  const items = book.chapters.map((c, i) => `      <li><a href="${chapterFile(i)}">${xml(c.title)}</a></li>`);
  const body = [
    '  <nav epub:type="toc" id="toc">',
    `    <h1>${xml(book.title)}</h1>`,
    '    <ol>',
    ...items,
    '    </ol>',
    '  </nav>',
  ].join('\n');
  return page(book, book.title, body, ' xmlns:epub="http://www.idpf.org/2007/ops"');
}

function packageDocument(book: Book) {
  const manifest = book.chapters.map(
    (_c, i) => `    <item id="chapter-${i + 1}" href="${chapterFile(i)}" media-type="application/xhtml+xml"/>`,
  );
  const spine = book.chapters.map((_c, i) => `    <itemref idref="chapter-${i + 1}"/>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${xml(book.language)}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:${xml(book.id)}</dc:identifier>
    <dc:title>${xml(book.title)}</dc:title>
    <dc:creator>${xml(book.author)}</dc:creator>
    <dc:language>${xml(book.language)}</dc:language>
    <meta property="dcterms:modified">${modified(book.modifiedAt)}</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="style" href="style.css" media-type="text/css"/>
${manifest.join('\n')}
  </manifest>
  <spine>
${spine.join('\n')}
  </spine>
</package>
`;
}

/**
 * An EPUB 3 file: the `mimetype` entry first and stored uncompressed (readers sniff it at a fixed
 * offset), then the container, the package document, the navigation document and a page per chapter.
 */
export function writeEpub(book: Book): Uint8Array {
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(CONTAINER),
    'EPUB/package.opf': strToU8(packageDocument(book)),
    'EPUB/nav.xhtml': strToU8(navPage(book)),
    'EPUB/style.css': strToU8(STYLE),
  };
  book.chapters.forEach((chapter, i) => {
    files[`EPUB/${chapterFile(i)}`] = strToU8(chapterPage(book, chapter));
  });
  return zipSync(files, { level: 6 });
}
