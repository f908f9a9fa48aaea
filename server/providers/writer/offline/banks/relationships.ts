/**
 * How the relationship shapes the plot: where they start, what keeps them apart, how it turns,
 * what is confessed and how it resolves. One bank per kind of relationship, matched from the
 * free-text setting; nothing in one contradicts it (enemies never share "familiar hands").
 */
export interface RelationshipBank {
  id: string;
  keywords: RegExp;
  /** For the story memory: what they are to each other, and what keeps them apart. */
  memo: string;
  obstacle: string;
  /** Whether they know each other already when the story opens. */
  known: boolean;
  meeting: string[];
  tension: string[];
  turn: string[];
  confession: string[];
  resolution: string[];
  /** Lines the beloved says that only this relationship allows. */
  speech: string[];
}

export const RELATIONSHIPS: RelationshipBank[] = [
  {
    id: 'enemies',
    known: true,
    keywords: /enem|rival|nemesis|compet|hate/,
    memo: 'rivals who cannot stand each other',
    obstacle: 'years of rivalry and a grudge neither will drop first',
    meeting: [
      'Of all the people {A} had hoped never to see again, {B} was at the top of the list, and there {b} {b.was}, smiling that insufferable smile.',
      '{B} looked up, recognised {A}, and said {a.possessive} name the way other people said a curse.',
      'They had been trying to beat each other for years, and {A} saw at once that {B} meant to make a contest of this too.',
    ],
    tension: [
      'Every argument between them had a second conversation running underneath it, and {A} was beginning to hear that one more clearly.',
      '{A} caught {B} watching {a.obj} with something that was not quite hostility, and lost the thread of a perfectly good insult.',
      'They bickered over nothing at all, and both of them were careful never to stand too close.',
    ],
    turn: [
      'Then {B} did something unforgivable: {b} {b.was} kind, without witnesses and without any reason, and {A} had no idea what to do with it.',
      'Halfway through a quarrel {B} stopped, looked at {A}, and simply did not finish the sentence.',
    ],
    confession: [
      '“I never wanted to beat you,” {B} said at last. “I wanted you to look at me. It was the only way I knew.”',
      '{A} admitted it first, because {a} had always been the braver of the two: every fight had been an excuse to be near {B}.',
    ],
    resolution: [
      'They still argued, of course; they simply stopped pretending the arguments were about anything but how much they liked each other.',
      'The rivalry ended the only way it could: in a draw, declared in bed, and sealed with a kiss.',
    ],
    speech: [
      'You are impossible.',
      'I still think you are wrong about everything.',
      'Don’t look so pleased with yourself.',
    ],
  },
  {
    id: 'exes',
    known: true,
    keywords: /\bex\b|exes|former|old flame|reunit|second chance|used to date/,
    memo: 'former lovers meeting again years after it ended',
    obstacle: 'the way it ended between them the first time',
    meeting: [
      'It had been years, and {A} knew {B} before {b} turned around, by the set of {b.possessive} shoulders alone.',
      '{B} said {A}’s name as if testing whether it still worked, and it did; that was the trouble.',
      'They had loved each other once, badly and beautifully, and neither of them had expected to meet again here.',
    ],
    tension: [
      'There were questions neither of them asked, about the years between and the way it had ended.',
      '{A} remembered exactly how {B} laughed, head tipped back, and hated that {a} remembered.',
      'Old habits surfaced without warning: a hand reaching for the other’s, then pulled back.',
    ],
    turn: [
      '{B} finally said the thing they had both avoided: that leaving had been the worst mistake of {b.possessive} life.',
      'They stood in the old silence and found, to their surprise, that it no longer hurt.',
    ],
    confession: [
      '“I never stopped,” {B} said. “I tried. I was very bad at it.”',
      '{A} told {B} the truth about the night it ended, and {B} listened without once looking away.',
    ],
    resolution: [
      'The second time, they did it better: slowly, honestly, with the doors left open.',
      'They had lost each other once; they did not intend to be careless twice.',
    ],
    speech: ['You still do that thing with your hands.', 'I kept the letters. All of them.', 'We were so young.'],
  },
  {
    id: 'friends',
    known: true,
    keywords: /friend|best friend|childhood|companion/,
    memo: 'old friends who have never said what they feel',
    obstacle: 'the fear of ruining a friendship that has lasted years',
    meeting: [
      '{A} had known {B} for years, and tonight {b} looked like someone {a} had never met.',
      'They fell into their old easy talk at once, and {A} wondered when {B}’s laugh had started doing that to {a.possessive} pulse.',
      'Friends, everyone said, and everyone had always been right, until about an hour ago.',
    ],
    tension: [
      '{A} kept catching {a.reflexive} staring, and {B} kept pretending not to notice.',
      'The jokes they had always shared landed differently now, with a pause after each one.',
      'Neither of them wanted to be the one to risk everything they already had.',
    ],
    turn: [
      '{B} reached for {A}’s hand as {b} had a hundred times before, and this time neither of them let go.',
      'They almost kissed, and then did not, and then both of them laughed in a way that was not really laughter.',
    ],
    confession: [
      '“I have been in love with you for a very long time,” {B} said, “and I am tired of pretending it is a joke.”',
      '{A} said it plainly, the way friends could: {a} did not want to be only friends any more.',
    ],
    resolution: [
      'They were still best friends; that was the best part. They simply had more to share now.',
      'Years later they would argue, fondly, over which of them had fallen first.',
    ],
    speech: [
      'We have known each other forever.',
      'You are my favourite person. You know that.',
      'Remember the first time we met?',
    ],
  },
  {
    id: 'colleagues',
    known: true,
    keywords: /colleague|cowork|boss|office|work|partner in|business/,
    memo: 'colleagues who have kept things professional, until now',
    obstacle: 'the work they share and the rules that come with it',
    meeting: [
      'They had worked side by side for months and never once been alone without a reason.',
      '{A} had memorised the way {B} rolled up {b.possessive} sleeves when the work got hard, and had never admitted why.',
      'All those careful, professional conversations, and now the work was done and there was nothing left to be careful about.',
    ],
    tension: [
      'Tomorrow they would be colleagues again, and both of them kept remembering it at the worst moments.',
      'Every rule about keeping work and life apart seemed to have been written with someone like {B} in mind.',
      'They talked about the work, because it was safe, and watched each other’s mouths while they did.',
    ],
    turn: [
      '{B} set the work aside, deliberately, and said, “I would rather talk about you.”',
      'For the first time, {A} used {B}’s first name in a way no colleague would.',
    ],
    confession: [
      '“I requested to work with you,” {B} admitted. “Every time. I thought you knew.”',
      '{A} confessed that {a} had rewritten every message to {B} three times before sending it.',
    ],
    resolution: [
      'They told the others in the end, and nobody was in the least surprised.',
      'The work went on; they simply went home together afterwards.',
    ],
    speech: ['This is very unprofessional of us.', 'We should be working.', 'I read every word you write, you know.'],
  },
  {
    id: 'married',
    known: true,
    keywords: /married|spouse|husband|wife|couple|engaged|partners/,
    memo: 'a couple who have shared a life for years',
    obstacle: 'the busy years that left them little time for each other',
    meeting: [
      'They had shared a life for years, and still {B} could surprise {A} like this.',
      'This was meant to be the trip where they finally remembered each other, and for the first hour they were shy as strangers.',
      '{A} watched {B} across the room and thought, with a jolt, that {a} would have chosen {b.obj} all over again.',
    ],
    tension: [
      'There had been too many years of passing in doorways, and both of them could feel it.',
      'They knew each other so well that the unknown parts had been forgotten; tonight they went looking for them.',
      'Familiar hands, familiar laughter, and yet tonight everything felt newly discovered.',
    ],
    turn: [
      '{B} asked a question {b} had never asked in all their years together, and {A} found {a} did not know the answer either.',
      'They danced, badly and happily, the way they had at their wedding.',
    ],
    confession: [
      '“I miss you,” {B} said, “and you are right here. That is what frightened me.”',
      '{A} admitted how lonely the busy years had been, and {B} held {a.obj} until the admission did not hurt.',
    ],
    resolution: [
      'Love, {A} thought, was choosing the same person again and again, and {a} chose {B} all over.',
      'They went home changed, and kept the habit of finding each other.',
    ],
    speech: ['After all these years.', 'I married you for that smile, you know.', 'Come here, my love.'],
  },
  {
    id: 'neighbours',
    known: false,
    keywords: /neighbo|next door|across the hall|upstairs/,
    memo: 'neighbours who have nodded at each other for months',
    obstacle: 'living one wall apart, with nowhere to hide if it goes wrong',
    meeting: [
      'For months they had only nodded to each other, and tonight {B} knocked on {A}’s door with a borrowed excuse.',
      '{A} had heard {B} singing through the wall for months and had never once admitted to listening.',
      'They had been neighbours for a season and strangers for all of it, until now.',
    ],
    tension: [
      'Living one wall apart meant there was no running away if this went badly.',
      'They kept finding reasons to be on the same stair at the same time.',
      '{A} began to listen for {B}’s footsteps, and was embarrassed at how well {a} knew them.',
    ],
    turn: [
      '{B} confessed to having invented three of the excuses to knock, and {A} confessed to the other two.',
      'The wall between them suddenly seemed very thin, and the door very near.',
    ],
    confession: [
      '“I learned your schedule,” {B} said. “It was pathetic. I would do it again.”',
      '{A} admitted that {a} had stayed in on purpose, every night {B} might knock.',
    ],
    resolution: [
      'In the end they knocked through the wall, or talked about it, laughing, which was almost the same thing.',
      'They were still neighbours; the stair simply became the shortest road in the world.',
    ],
    speech: ['I heard you singing.', 'I seem to have run out of sugar again.', 'You could just knock, you know.'],
  },
  {
    id: 'admirers',
    known: false,
    keywords: /secret|admir|crush|pine|unrequited/,
    memo: 'one has admired the other in secret for a long time',
    obstacle: 'a secret admiration that has never been spoken',
    meeting: [
      '{B} had been watching {A} for a long time before tonight, and had never found the courage to say so.',
      'Someone had been leaving small gifts for {A} all season, unsigned, and tonight {a} began to suspect who.',
      '{A} had admired {B} from a careful distance, and tonight the distance closed all at once.',
    ],
    tension: [
      'The secret sat between them, and {B} looked more guilty by the minute.',
      '{A} tested the theory gently, with small questions, and watched {B} colour.',
      'Neither of them would say it; both of them knew the other suspected.',
    ],
    turn: [
      '{A} found the last unsigned note in {B}’s handwriting, and {B} did not deny it.',
      '{B} started to explain and gave up halfway, laughing at {b.reflexive}.',
    ],
    confession: [
      '“It was me,” {B} said. “All of it. Every note. I am sorry, and I am not sorry.”',
      '{A} admitted {a} had known for days and had wanted to hear {B} say it.',
    ],
    resolution: [
      'There were no more secrets; only the notes, kept in a box, and read aloud on anniversaries.',
      'Admiring from a distance, they agreed, had been a terrible waste of time.',
    ],
    speech: [
      'I have watched you for a long time.',
      'You were never supposed to find out.',
      'Did you like the flowers?',
    ],
  },
  {
    id: 'forbidden',
    known: false,
    keywords: /forbid|taboo|secret affair|star-?crossed|feud|arranged|promised to/,
    memo: 'lovers whose families, duties or vows forbid it',
    obstacle: 'a promise made to others that forbids what they feel',
    meeting: [
      'Everything about {B} was forbidden to {A}, which was perhaps why {a} could not look anywhere else.',
      'They were promised elsewhere, both of them, and knew it from the first word.',
      '{A} knew the rules that kept them apart by heart, and broke the first one before the evening was out.',
    ],
    tension: [
      'Every stolen minute had a price, and they paid it gladly and kept counting.',
      'Someone was always watching; they learned to speak with their eyes.',
      'The promise that stood between them grew heavier each time they said goodbye.',
    ],
    turn: [
      '{B} said the dangerous thing aloud: that some promises were not worth keeping.',
      'They were nearly caught, and the fear of it told them both exactly how much they had to lose.',
    ],
    confession: [
      '“I will not marry where I am told,” {B} said. “I will not pretend any more. It is you.”',
      '{A} confessed that {a} had already chosen, whatever it cost.',
    ],
    resolution: [
      'They broke the promise openly, in daylight, and let the world say what it liked.',
      'It cost them something; it was worth everything.',
    ],
    speech: ['We should not be here.', 'If anyone saw us…', 'Let them talk.'],
  },
];

export const STRANGERS: RelationshipBank = {
  id: 'strangers',
  known: false,
  keywords: /stranger|unknown|first meet|blind date/,
  memo: 'strangers until tonight',
  obstacle: 'knowing almost nothing about each other, and the end of the journey that will part them',
  meeting: [
    '{A} had never seen {B} before tonight, and already that felt impossible.',
    'There is a particular freedom in being a stranger, and {B} seemed to know all about it.',
    '{B} asked {A} a question, a perfectly ordinary one, and {A} answered with the truth, which surprised them both.',
  ],
  tension: [
    'They knew almost nothing about each other, and each new fact felt like a gift.',
    '{A} did not even know where {B} had come from, and somehow that made every word more precious.',
    'Strangers were not supposed to feel like this; {A} had read the rules.',
  ],
  turn: [
    '{B} told {A} something {b} had never told anyone, and they were strangers no longer.',
    'They traded names properly, formally, and laughed at how late it was for that.',
  ],
  confession: [
    '“I don’t know you,” {B} said, “and I have never wanted to know anyone more.”',
    '{A} admitted that {a} had been looking for {B} all evening without knowing who {a} {a.was} looking for.',
  ],
  resolution: [
    'They had been strangers once; it was the story they would tell for years.',
    'They did not part at the end of the journey, and never quite explained why to anyone else.',
  ],
  speech: ['I don’t even know your name.', 'Tell me something true.', 'Where did you come from?'],
};

export function relationshipOf(relationship: string): RelationshipBank {
  const r = relationship.toLowerCase();
  return RELATIONSHIPS.find((b) => b.keywords.test(r)) ?? STRANGERS;
}
