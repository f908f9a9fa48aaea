/** What the characters' relationship brings into the story, matched from the free-text setting. */
export interface RelationshipVocabulary {
  keywords: RegExp;
  history: string[];
}

export const RELATIONSHIPS: RelationshipVocabulary[] = [
  {
    keywords: /stranger|unknown|first meet|blind date/,
    history: [
      'They had been strangers an hour ago, and already that felt impossible.',
      'There is a particular freedom in being a stranger: no past to answer to, only the moment.',
      '{A} did not even know where {B} had come from, and somehow that made every word more precious.',
    ],
  },
  {
    keywords: /friend|best friend|childhood/,
    history: [
      'They had been friends for so long that this new closeness felt like discovering a secret room in a familiar house.',
      '{A} knew {B}’s laugh, {b.possessive} bad jokes, {b.possessive} coffee order — and none of it had prepared {a.obj} for this.',
      'Years of friendship hummed beneath every touch, making it safer and more dangerous at once.',
    ],
  },
  {
    keywords: /colleague|cowork|boss|office|work|partner in/,
    history: [
      'All those meetings, all those careful, professional glances — and now there was nothing professional left between them.',
      'Tomorrow they would be colleagues again. Tonight the rules simply did not reach.',
      '{A} had memorised the way {B} rolled up {b.possessive} sleeves during long meetings, and had never once admitted why.',
    ],
  },
  {
    keywords: /ex|former|old flame|reunit|second chance/,
    history: [
      'They had loved each other once, badly and beautifully, and the old current had never quite switched off.',
      'Years apart had changed them both, but not this — never this.',
      '{A} had told {a.reflexive} it was over. {a.possessive} heartbeat had evidently not been informed.',
    ],
  },
  {
    keywords: /married|spouse|husband|wife|couple|lover|partner|engaged/,
    history: [
      'They had shared a life for years, and still {B} could surprise {A} like this.',
      'Familiar hands, familiar laughter — and yet tonight everything felt newly discovered.',
      'Love, {A} thought, was choosing the same person again and again, and tonight {a} chose {B} all over.',
    ],
  },
  {
    keywords: /rival|enem|compet|nemesis/,
    history: [
      'They had spent so long trying to beat each other that surrender felt like a brand-new game.',
      'Every argument they had ever had seemed, suddenly, to have been about something else entirely.',
      'Rivals, everyone said. No one had guessed how thin that word had worn.',
    ],
  },
];

export const ANY_RELATIONSHIP: Omit<RelationshipVocabulary, 'keywords'> = {
  history: [
    'What they were to each other had never quite fitted a single word, and tonight it stopped trying to.',
    'Whatever the world called them, the truth lived in the space between their hands.',
  ],
};
