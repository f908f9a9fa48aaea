/** A file a page's HTML asks the browser for before its script runs (`<link rel="preload">`). */
interface PagePreload {
  href: string;
  as: 'image';
}

/** What a page's HTML carries beyond the app's shell: files to fetch at once, and data the page starts from. */
export interface PageExtras {
  preloads: PagePreload[];
  /** Written into a `<script type="application/json">`, which is never run, so the CSP allows it. */
  data?: { elementId: string; value: unknown };
}

/** The extras of the page at a path, if it has any. */
export type PageExtrasOf = (pagePath: string) => Promise<PageExtras | undefined>;

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** JSON that cannot leave its script element: with no raw `<`, no `</script>` or `<!--` can appear. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The page with its modules' links and its extras at the end of its head. */
export function withPageExtras(html: string, moduleLinks: string, extras: PageExtras | undefined): string {
  const preloads = (extras?.preloads ?? [])
    .map(({ href, as }) => `<link rel="preload" as="${as}" href="${attribute(href)}" fetchpriority="high">`)
    .join('');
  const data = extras?.data
    ? `<script type="application/json" id="${attribute(extras.data.elementId)}">${scriptJson(extras.data.value)}</script>`
    : '';
  const head = moduleLinks + preloads + data;
  return head ? html.replace('</head>', () => `${head}</head>`) : html;
}
