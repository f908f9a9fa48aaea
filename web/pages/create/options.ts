/** Suggestions offered by the wizard's selects; the defaults come from the catalogue. */
export const TIME_PERIODS = [
  'Contemporary',
  'Victorian',
  'Regency',
  'Medieval',
  'Renaissance',
  'Roaring Twenties',
  'Ancient',
  'Futuristic',
] as const;
export const ATMOSPHERES = ['Romantic', 'Sensual', 'Mysterious', 'Playful', 'Tender', 'Dramatic', 'Dreamy'] as const;
export const RELATIONSHIPS = [
  'Strangers',
  'Friends to Lovers',
  'Colleagues',
  'Old Flames',
  'Enemies to Lovers',
  'Married Couple',
  'Neighbours',
  'Secret Admirers',
] as const;
