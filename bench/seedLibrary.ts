import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { CATEGORIES } from '#common/catalogue/storyChoices';
import type { Database } from '#server/db/client';

/** Words the seeded titles and openings are made of; each appears in most openings, like everyday words do. */
const WORDS = `the a her his their she he they and but with without into across under over beneath beside slowly softly
suddenly finally almost never always again tonight morning evening midnight summer winter autumn rain candle light shadow
velvet silk linen lace whisper promise secret letter garden terrace balcony villa harbour island castle library ballroom
train station vineyard orchard lighthouse carriage masquerade festival market bookshop café gallery studio cabin lake
river ocean shore cliff meadow forest mountain city rooftop street lantern window door staircase mirror piano violin
dance kiss touch glance smile laugh sigh breath heartbeat pulse warmth fire ember spark storm thunder moon stars dawn
dusk wine champagne coffee tea rose lily jasmine orchid perfume scent memory dream desire longing hunger patience trust
stranger lover rival friend neighbour captain duke countess painter sculptor poet sailor baker pilot doctor musician
chef tender gentle fierce bold shy wicked playful tender reckless quiet golden silver crimson midnight hidden forbidden
sweet bitter restless eager trembling breathless wandering lingering falling burning waiting remembering`.split(/\s+/);

const TITLE_ADJECTIVES = [
  'Velvet',
  'Silent',
  'Golden',
  'Forbidden',
  'Midnight',
  'Secret',
  'Crimson',
  'Gentle',
  'Reckless',
  'Silver',
  'Hidden',
  'Burning',
];
const TITLE_NOUNS = [
  'Promise',
  'Harbour',
  'Masquerade',
  'Letter',
  'Garden',
  'Lighthouse',
  'Vineyard',
  'Ballroom',
  'Storm',
  'Island',
  'Waltz',
  'Summer',
];
const TONES = ['Romantic', 'Passionate', 'Playful', 'Intense'];
const ATMOSPHERES = [
  'Romantic',
  'Mysterious',
  'Adventurous',
  'Sensual',
  'Playful',
  'Melancholic',
  'Magical',
  'Historical',
  'Contemporary',
];

/** A word put into about one opening in a thousand, for the rare-word search. */
export const RARE_WORD = 'moonstone';
/** A word in most openings, for the frequent-word search. */
export const FREQUENT_WORD = 'velvet';

const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

/** How much to seed. Votes and likes go to distinct (story, user) pairs, as their primary keys demand. */
export interface LibraryScale {
  users: number;
  stories: number;
  /** Chapter 1 plus later chapters (copies of the opening's text) for every story whose opening was written. */
  chaptersPerStory: number;
  votes: number;
  likes: number;
}

/** Milliseconds each seeding step took, in order. */
export type SeedTimings = Record<string, number>;

const BENCH_DOMAIN = '@bench.test';
const BENCH_EMAILS = `%${BENCH_DOMAIN}`;

/**
 * Bulk-seeds a library in the database itself (no API): users, stories (mostly public, spread over
 * two years) with a written opening of 150–400 words, later chapters, votes and likes with the
 * stories' counters recounted from them; then refreshes the planner's statistics.
 */
export async function seedLibrary(db: Database, scale: LibraryScale): Promise<SeedTimings> {
  const timings: SeedTimings = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    timings[name] = performance.now() - started;
  };
  await step('users', () => seedUsers(db, scale.users));
  const ginIndexes = await dropGinIndexes(db);
  try {
    await step('stories + chapter 1', () => seedStories(db, scale.stories));
    await step('later chapters', () => seedLaterChapters(db, scale.chaptersPerStory));
  } finally {
    await step('search indexes', () => Promise.all(ginIndexes.map((definition) => db.execute(sql.raw(definition)))));
  }
  await step('votes', () => seedPairs(db, 'votes', scale.votes));
  await step('likes', () => seedPairs(db, 'likes', scale.likes));
  await step('counters', () => recountStories(db));
  await step('analyze', () => db.execute(sql`analyze`));
  return timings;
}

/**
 * Drops the trigram (GIN) indexes of stories and chapters and answers their definitions: building
 * them once after the load is quicker than updating them row by row (recreated even if the load fails).
 */
async function dropGinIndexes(db: Database): Promise<string[]> {
  const found = (await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in ('stories', 'chapters') and indexdef like '% USING gin %'`)) as unknown as {
    rows: Array<{ indexname: string; indexdef: string }>;
  };
  for (const { indexname } of found.rows) await db.execute(sql`drop index ${sql.identifier(indexname)}`);
  return found.rows.map((row) => row.indexdef);
}

async function seedUsers(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into users (name, email, text_credits, audio_credits)
    select 'Reader ' || g, 'reader' || g || ${BENCH_DOMAIN}, 3, 3 from generate_series(1, ${count}::int) g
    on conflict do nothing`);
}

/** Distinct random openings per batch, drawn at random for each story: much quicker than writing a text per story. */
const OPENINGS = 2000;

/** Stories by the seeded users in batches, each with its chapter 1 (1 % failed, so not listed). */
async function seedStories(db: Database, count: number): Promise<void> {
  const batch = 20_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      with authors as (select array_agg(id) ids from users where email like ${BENCH_EMAILS}),
      openings as (
        select array_agg(t) texts from (
          select (select string_agg(w.words[1 + floor(random() * array_length(w.words, 1))::int], ' ')
                  from generate_series(1, 150 + (o * 37) % 250) n, (select ${textArray(WORDS)} words) w) t
          from generate_series(1, ${OPENINGS}) o) pool),
      fresh as (
        insert into stories (user_id, title, settings, access_type, published_access_type, category, plays, created_at, updated_at)
        select
          a.ids[1 + (g % array_length(a.ids, 1))],
          'The ' || (${textArray(TITLE_ADJECTIVES)})[1 + floor(random() * ${TITLE_ADJECTIVES.length})::int] || ' ' ||
            (${textArray(TITLE_NOUNS)})[1 + floor(random() * ${TITLE_NOUNS.length})::int] || ' ' || g,
          jsonb_build_object(
            'writingTone', (${textArray(TONES)})[1 + floor(random() * ${TONES.length})::int],
            'atmosphere', (${textArray(ATMOSPHERES)})[1 + floor(random() * ${ATMOSPHERES.length})::int],
            'timePeriod', 'Contemporary', 'location', 'Beach Resort', 'protagonistGender', 'Female', 'partnerGender', 'Male',
            'relationship', 'Strangers', 'narrationVoice', '', 'narrationVoiceId', '', 'length', 3, 'fantasy', '', 'settingDescription', '',
            'protagonistDescription', '', 'loveInterestDescription', '', 'explicitLevel', floor(random() * 101)::int),
          x.access,
          case when x.access = 'private' then 'public' else x.access end,
          (${textArray(CATEGORIES)})[1 + floor(random() * ${CATEGORIES.length})::int],
          floor(random() * 100)::int,
          now() - make_interval(secs => random() * 63072000),
          now()
        from generate_series(${from}::int, ${to}::int) g, authors a,
          -- Mentioning g ties the draw to each row, so it is not evaluated once for the whole batch.
          lateral (select case when g >= 0 and random() < 0.9 then 'public' when random() < 0.5 then 'private' when random() < 0.5 then 'premium_early_access' else 'premium_exclusive' end as access) x
        returning id
      )
      insert into chapters (story_id, number, status, content, instruction, max_tokens)
      select f.id, 1, case when random() < 0.01 then 'failed' else 'ready' end,
        o.texts[1 + floor(random() * ${OPENINGS})::int] || case when random() < 0.001 then ' ' || ${RARE_WORD} else '' end,
        '{"kind":"open"}'::jsonb, 2400
      from fresh f, openings o`);
  }
}

async function seedLaterChapters(db: Database, perStory: number): Promise<void> {
  if (perStory < 2) return;
  await db.execute(sql`
    insert into chapters (story_id, number, status, content, instruction, max_tokens, text_credits_cost)
    select c.story_id, n, 'ready', c.content, '{"kind":"continue"}'::jsonb, 2400, 1
    from chapters c, generate_series(2, ${perStory}::int) n
    where c.number = 1 and c.status = 'ready'`);
}

/**
 * `count` rows of story_votes (three in four up) or story_likes: story i gets voters
 * i·7 + k·step (mod users) for k = 0, 1, …, distinct while k < users since step is odd and not a multiple of 5.
 */
async function seedPairs(db: Database, kind: 'votes' | 'likes', count: number): Promise<void> {
  if (count === 0) return;
  const step = kind === 'votes' ? 2003 : 3001;
  const pairs = sql`
    with s as (select array_agg(id) ids, count(*)::int n from stories),
         u as (select array_agg(id) ids, count(*)::int n from users where email like ${BENCH_EMAILS})
    select s.ids[1 + g % s.n] story_id, u.ids[1 + ((g % s.n) * 7 + (g / s.n) * ${step}) % u.n] user_id
    from generate_series(0, ${count - 1}::int) g, s, u`;
  if (kind === 'votes') {
    await db.execute(
      sql`insert into story_votes (story_id, user_id, value) select story_id, user_id, case when random() < 0.75 then 1 else -1 end from (${pairs}) p`,
    );
  } else {
    await db.execute(sql`insert into story_likes (story_id, user_id) select story_id, user_id from (${pairs}) p`);
  }
}

/** Sets every story's likes, upvotes and downvotes to the counts of its rows. */
async function recountStories(db: Database): Promise<void> {
  await db.execute(sql`
    update stories s set
      likes = coalesce(l.n, 0), upvotes = coalesce(v.up, 0), downvotes = coalesce(v.down, 0)
    from stories s2
      left join (select story_id, count(*)::int n from story_likes group by story_id) l on l.story_id = s2.id
      left join (select story_id, count(*) filter (where value = 1)::int up, count(*) filter (where value = -1)::int down
                 from story_votes group by story_id) v on v.story_id = s2.id
    where s.id = s2.id`);
}
