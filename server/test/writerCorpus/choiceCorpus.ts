/**
 * Chapter endings as real models write them (Llama, Qwen, Mistral, DeepSeek, GPT, Claude-style
 * markdown), labelled with the choices a reader should be offered: none when the ending is prose,
 * or a list that belongs to the story. Each ending follows a paragraph of prose.
 */
const PROSE =
  'The rain had stopped by the time they reached the pier, and the lamps along the water burned a soft, patient gold.';

export const CHOICE_CORPUS: Array<{ ending: string; choices: string[] }> = [
  {
    ending: 'CHOICES:\n1. Follow Elias into the lighthouse\n2. Wait for him on the pier\n3. Go back to the hotel alone',
    choices: ['Follow Elias into the lighthouse', 'Wait for him on the pier', 'Go back to the hotel alone'],
  },
  {
    ending: 'What happens next?\n1. Kiss him before the ferry leaves\n2. Ask him about the letter',
    choices: ['Kiss him before the ferry leaves', 'Ask him about the letter'],
  },
  {
    ending:
      '**What will Mara do?**\n\n1. **Open the letter** and read it aloud\n2. **Burn it** without reading\n3. **Hand it** back to him',
    choices: ['Open the letter and read it aloud', 'Burn it without reading', 'Hand it back to him'],
  },
  {
    ending:
      '---\n\n**Choices:**\n- Stay for one more dance\n- Slip out through the kitchen\n- Confront him on the terrace',
    choices: ['Stay for one more dance', 'Slip out through the kitchen', 'Confront him on the terrace'],
  },
  {
    ending: 'What should she do?\nA) Tell him the truth\nB) Keep the secret a little longer',
    choices: ['Tell him the truth', 'Keep the secret a little longer'],
  },
  {
    ending: '## What next?\n\n* Take the night train to Vienna\n* Stay in Paris and find the painter',
    choices: ['Take the night train to Vienna', 'Stay in Paris and find the painter'],
  },
  {
    ending: 'Options:\n1) Knock on his door\n2) Leave a note under it\n3) Walk away',
    choices: ['Knock on his door', 'Leave a note under it', 'Walk away'],
  },
  {
    ending: 'Your choices:\n\n• Accept the invitation to the gala\n• Decline and spend the evening with Theo',
    choices: ['Accept the invitation to the gala', 'Decline and spend the evening with Theo'],
  },
  {
    ending: 'What will you choose?\n\n[1] Follow the music upstairs\n[2] Go down to the cellar',
    choices: ['Follow the music upstairs', 'Go down to the cellar'],
  },
  {
    ending: '*What happens next is up to you:*\n1. Let her lead you onto the dance floor\n2. Buy her a drink and talk',
    choices: ['Let her lead you onto the dance floor', 'Buy her a drink and talk'],
  },
  {
    ending: 'CHOICES:\n- "I\'ll come with you."\n- "I need to think about it."',
    choices: ["I'll come with you.", 'I need to think about it.'],
  },
  {
    ending: '> **Choose your path:**\n> 1. Trust the stranger\n> 2. Run',
    choices: ['Trust the stranger', 'Run'],
  },
  {
    ending: 'What does Leo do now?\n\na. Call her back\nb. Let the phone ring out\nc. Drive to her apartment',
    choices: ['Call her back', 'Let the phone ring out', 'Drive to her apartment'],
  },
  {
    ending: 'Next:\n1. Go to the masquerade\n2. Stay home with the book',
    choices: ['Go to the masquerade', 'Stay home with the book'],
  },
  {
    ending: '### Choices\n1. Admit you read the diary\n2. Pretend you never saw it\n3. Ask who wrote it',
    choices: ['Admit you read the diary', 'Pretend you never saw it', 'Ask who wrote it'],
  },
  {
    ending: 'What would you like to happen next?\n- They share the last umbrella\n- She hails her own cab',
    choices: ['They share the last umbrella', 'She hails her own cab'],
  },
  {
    ending: '**Option 1:** Follow him into the garden\n**Option 2:** Return to the ballroom',
    choices: ['Follow him into the garden', 'Return to the ballroom'],
  },
  {
    ending: 'Which path will Iris take?\n\n1. The road through the vineyard\n2. The cliff path by the sea\n\n',
    choices: ['The road through the vineyard', 'The cliff path by the sea'],
  },
  {
    ending: 'What next?\n1. Kiss her.\n2. Walk her home.\n3. Say goodnight at the gate.',
    choices: ['Kiss her.', 'Walk her home.', 'Say goodnight at the gate.'],
  },
  {
    ending: 'Decide:\n- Open the door\n- Keep it locked',
    choices: ['Open the door', 'Keep it locked'],
  },
  {
    ending: 'What will happen between them?\n1. A confession under the stars\n2. A quarrel that clears the air',
    choices: ['A confession under the stars', 'A quarrel that clears the air'],
  },
  {
    ending: '___\n\nWhat should Noor do next?\n(a) Accept the job in Lisbon\n(b) Stay with Sam',
    choices: ['Accept the job in Lisbon', 'Stay with Sam'],
  },
  {
    ending: 'CHOICES:\n1. Ask the captain about the map\n2. Steal the map\n3. Forget the map',
    choices: ['Ask the captain about the map', 'Steal the map', 'Forget the map'],
  },
  {
    ending: 'Here are your options:\n1. Dance\n2. Leave',
    choices: ['Dance', 'Leave'],
  },
  {
    ending: '**What happens next?**\n\n1. *Take his hand*\n2. *Turn away*',
    choices: ['Take his hand', 'Turn away'],
  },
  {
    ending: 'What now?\n- Go after her\n- Let her go\n- Call her sister',
    choices: ['Go after her', 'Let her go', 'Call her sister'],
  },
  {
    ending: 'What will Ada decide?\n1. Sign the contract\n2. Tear it up',
    choices: ['Sign the contract', 'Tear it up'],
  },
  // Endings without choices: prose, dialogue, or a list that belongs to the story.
  { ending: 'She closed the door behind her, and smiled.', choices: [] },
  {
    ending:
      'Her list for the morning was short:\n1. Coffee\n2. The market\n3. The letter she had not yet answered\n4. Him\n5. Sleep\n6. More coffee',
    choices: [],
  },
  { ending: '— Stay, he said.\n— I can’t.\n— Then stay anyway.', choices: [] },
  { ending: 'What would she tell him? She did not know yet, and for once that felt like freedom.', choices: [] },
  { ending: '*To be continued…*', choices: [] },
  { ending: 'He read the note twice. It said only: Meet me at noon.', choices: [] },
  {
    ending: 'Three things she knew for certain:\n- the sea was cold\n- the boat was late\n- she was in love',
    choices: [],
  },
  { ending: 'They walked on, and the city let them go.\n\n---', choices: [] },
  {
    ending: 'What next, she wondered, as the train pulled out and the platform slid away into the dark.',
    choices: [],
  },
  {
    ending: 'Where do they go from here?\n1. To the hotel bar for a nightcap\n2. Up to the roof to watch the storm',
    choices: ['To the hotel bar for a nightcap', 'Up to the roof to watch the storm'],
  },
  {
    ending: 'Choose:\n1. Follow the lantern light\n2. Follow the sound of the violin',
    choices: ['Follow the lantern light', 'Follow the sound of the violin'],
  },
  {
    ending: 'How should Jun respond?\n- With a kiss\n- With the truth',
    choices: ['With a kiss', 'With the truth'],
  },
  {
    ending: 'What will Rosa do?\n\n1. Stay\n\n2. Go',
    choices: ['Stay', 'Go'],
  },
].map(({ ending, choices }) => ({ ending: `${PROSE}\n\n${ending}`, choices }));
