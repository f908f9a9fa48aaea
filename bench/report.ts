import type { FirstPageSize } from './firstPage';
import type { LoadResult } from './hotReads';
import type { UncachedTiming } from './uncachedReads';
import type { LighthouseResult } from './lighthouse';
import type { NarrationResult } from './narration';
import type { StreamingResult } from './streaming';
import { targetsTable } from './targets';
import type { WebSizes } from './webBuild';

export interface BenchResults {
  date: string;
  machine: {
    cores: number;
    arch: string;
    cpu: string;
    node: string;
    database: string;
    /** PGlite, in-process: issue 16 halves the throughput targets there. */
    embedded: boolean;
    load1: { min: number; mean: number; max: number };
  };
  scale: { label: string; rows: Record<string, number> };
  seeding: { seconds: number; steps: Record<string, number> };
  hotReads: {
    seconds: number;
    connections: number;
    ceilingReqPerSec: number;
    rows: LoadResult[];
    /** What the load generator spends decoding one answer of the public list, as its Brotli copy and plain. */
    loadGeneratorDecodeMicros: { brotli: number; plain: number };
  };
  /** The rare-word search answered by the database, one request at a time. */
  rareWord: UncachedTiming;
  firstPage: FirstPageSize;
  streaming: StreamingResult;
  narration: NarrationResult;
  web: WebSizes;
  lighthouse: LighthouseResult;
}

const n = (value: number) => value.toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const table = (head: string[], rows: Array<Array<string | number>>) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );

/** The short Markdown report: machine, scale, then one table per measurement. */
export function toMarkdown(r: BenchResults): string {
  const m = r.machine;
  const reads = table(
    ['endpoint', 'answer sent', 'req/s', 'p50 ms', 'p99 ms', 'vs ceiling', 'errors + non-2xx', 'load1'],
    r.hotReads.rows.map((row) => [
      `${row.name} \`${row.path}\``,
      row.sent ?? '',
      n(row.reqPerSec),
      row.p50Ms,
      row.p99Ms,
      row.ratioToCeiling === undefined ? '' : `${(row.ratioToCeiling * 100).toFixed(0)} %`,
      row.errors + row.non2xx,
      row.load1,
    ]),
  );
  const s = r.streaming;
  const v = r.narration;
  const latency = table(
    ['measurement', 'p50', 'max', 'runs', 'target'],
    [
      [
        "writer first token → first text event in a reader's SSE stream",
        `${s.firstTokenToSseMs.p50} ms`,
        `${s.firstTokenToSseMs.max} ms`,
        s.firstTokenToSseMs.samples.length,
        '< 300 ms',
      ],
      [
        'writer first token → first word painted in Chromium',
        `${s.firstTokenToBrowserMs.p50} ms`,
        `${s.firstTokenToBrowserMs.max} ms`,
        s.firstTokenToBrowserMs.samples.length,
        '< 300 ms',
      ],
      [
        'POST /api/stories/generate answer (writer excluded)',
        `${s.generateRequestMs.p50} ms`,
        `${s.generateRequestMs.max} ms`,
        s.generateRequestMs.samples.length,
        '< 200 ms',
      ],
      [
        `generate audio → first MP3 byte, ${n(v.chapterWords)}-word chapter (streaming ElevenLabs imitation)`,
        `${v.generateToFirstByteMs.p50} ms`,
        `${v.generateToFirstByteMs.max} ms`,
        v.generateToFirstByteMs.samples.length,
        '< 2000 ms',
      ],
    ],
  );
  const o = v.offlineVoice;
  const web = table(
    ['route', 'page module', 'route JS (gzip)', 'route CSS (gzip)', 'first-load JS (gzip)'],
    [
      ['(shared entry)', 'index.html', kb(r.web.entry.jsGzip), kb(r.web.entry.cssGzip), kb(r.web.entry.jsGzip)],
      ...r.web.routes.map((w) => [w.route, w.page, kb(w.jsGzip), kb(w.cssGzip), kb(w.firstLoadJsGzip)]),
    ],
  );
  const scored = r.lighthouse;
  const lighthouse = scored.available
    ? Object.entries(scored.scores)
        .map(([page, score]) => `${page}: ${score} (median of ${scored.runs[page]?.join(', ')})`)
        .join(', ')
    : scored.note;
  const d = r.hotReads.loadGeneratorDecodeMicros;
  return [
    `Run ${r.date} on ${m.cores} cores (${m.arch}, ${m.cpu}), Node ${m.node}, ${m.database}; 1-minute load average during the run ${m.load1.min}–${m.load1.max} (mean ${m.load1.mean}).`,
    '',
    `Data (${r.scale.label}): ${Object.entries(r.scale.rows)
      .map(([t, c]) => `${n(c)} ${t}`)
      .join(', ')}; seeded with bulk SQL in ${r.seeding.seconds} s (${Object.entries(r.seeding.steps)
      .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}).`,
    '',
    `Issue 16's targets${r.machine.embedded ? ' (PGlite: throughput targets halved)' : ''}:`,
    '',
    targetsTable(r),
    '',
    `Hot reads: autocannon (separate process), ${r.hotReads.connections} connections, ${r.hotReads.seconds} s each after a 2 s warm-up; ceiling = a bare Fastify route, ${n(r.hotReads.ceilingReqPerSec)} req/s (mean of the runs before and after). The app's reads ask as Chromium does (\`Accept-Encoding: gzip, deflate, br, zstd\`), but for the one marked uncompressed.`,
    '',
    reads,
    '',
    `The load generator decodes every answer's body as UTF-8 (autocannon's client appends it to a string): on this machine one public list took it ${d.brotli} µs as the Brotli copy and ${d.plain} µs as plain JSON. Compressed bytes are not UTF-8 and take the decoder's slow path, so a compressed answer costs the load generator more, on the same two cores as the server; the bare route sending the Brotli copy shows what that leaves.`,
    '',
    `Latency (writer imitation at ${s.tokenPaceMs} ms/token; voice imitation sending 4 chunks ${v.providerChunkDelayMs} ms apart):`,
    '',
    latency,
    '',
    `Built-in voice (${o.voice}): ${o.audioSeconds} s of audio for ${n(v.chapterWords)} words in ${o.wallSeconds} s — real-time factor ${o.realTimeFactor}× (audio duration / synthesis time; > 1 is faster than real time).`,
    '',
    'Web build (sizes at gzip level 9; `npm run build` also writes .br and .gz beside each file, and the server sends those to browsers that accept them):',
    '',
    web,
    '',
    `Lighthouse: ${lighthouse}`,
    '',
  ].join('\n');
}
