import type { FastifyRequest } from 'fastify';
/** A file a page's HTML asks the browser for before its script runs (`<link rel="preload">`). */
interface PagePreload {
  href: string;
  as: 'image';
}

/** A story's cover and title, for the part of its page the server draws (the same for every reader). */
export interface PageCover {
  title: string;
  imageUrl: string;
}

/** A link preview's facts (Open Graph and Twitter card tags); absolute addresses. */
interface PagePreview {
  title: string;
  description: string;
  url: string;
  /** The picture; its type and size when known, so a preview can lay it out before it loads. */
  image: { url: string; type?: string; width?: number; height?: number };
}

/**
 * What a page's HTML carries beyond the app's shell: files to fetch at once, data the page starts
 * from, the cover drawn in place of the loading state, and what a shared link shows.
 */
export interface PageExtras {
  preloads: PagePreload[];
  cover?: PageCover;
  preview?: PagePreview;
  /** Written into a `<script type="application/json">`, which is never run, so the CSP allows it. */
  data?: { elementId: string; value: unknown };
}

/** The extras of the page at a path for this request, if it has any. */
export type PageExtrasOf = (pagePath: string, request: FastifyRequest) => Promise<PageExtras | undefined>;

/** Text safe in an element's content and in a quoted attribute. */
const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** Where the story page's shell (scripts/prerenderWeb.ts) takes each story's own cover and title. */
export const COVER_PLACEHOLDERS = { title: '__STORY_TITLE__', imageUrl: '__STORY_COVER_URL__' } as const;
const COVER_PLACEHOLDER = /__STORY_TITLE__|__STORY_COVER_URL__/g;

/** The story page's shell with this story's cover, in one pass: a title cannot bring in a placeholder. */
export function withCover(shell: string, cover: PageCover): string {
  return shell.replace(COVER_PLACEHOLDER, (placeholder) =>
    escapeHtml(placeholder === COVER_PLACEHOLDERS.title ? cover.title : cover.imageUrl),
  );
}

/** JSON that cannot leave its script element: with no raw `<`, no `</script>` or `<!--` can appear. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

function previewTags(preview: PagePreview | undefined): string {
  if (!preview) return '';
  const { image } = preview;
  const tags: [string, string, string | number | undefined][] = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', 'Reverie'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', preview.url],
    ['property', 'og:image', image.url],
    ['property', 'og:image:type', image.type],
    ['property', 'og:image:width', image.width],
    ['property', 'og:image:height', image.height],
    ['property', 'og:image:alt', `Cover of ${preview.title}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', image.url],
  ];
  return tags
    .filter(([, , content]) => content !== undefined)
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(String(content))}">`)
    .join('');
}

/** The page with its modules' links and its extras at the end of its head. */
export function withPageExtras(html: string, moduleLinks: string, extras: PageExtras | undefined): string {
  const preloads = (extras?.preloads ?? [])
    .map(({ href, as }) => `<link rel="preload" as="${as}" href="${escapeHtml(href)}" fetchpriority="high">`)
    .join('');
  const data = extras?.data
    ? `<script type="application/json" id="${escapeHtml(extras.data.elementId)}">${scriptJson(extras.data.value)}</script>`
    : '';
  const head = moduleLinks + preloads + previewTags(extras?.preview) + data;
  return head ? html.replace('</head>', () => `${head}</head>`) : html;
}
