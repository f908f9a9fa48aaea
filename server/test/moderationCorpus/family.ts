/** Where a text comes from: a story setting, a request field, a display name, or the writer's output. */
type CorpusField = 'title' | 'character' | 'setting' | 'prompt' | 'choice' | 'edit' | 'name' | 'output' | 'request';

/** How a whole text was disguised before it was sent, as users do to slip past a filter. */
export type Encoding =
  | 'base64'
  | 'reversed'
  | 'rot13'
  | 'pigLatin'
  | 'leet'
  | 'mathBold'
  | 'homoglyph'
  | 'bidiWrapped'
  | 'spacedOut'
  | 'dotted';

/**
 * One independently written source of cases: its templates, with `{slot}` places filled from its
 * own vocabulary. The development/held-out split is by family, so a held-out case shares neither
 * template nor vocabulary with anything the rules were written from.
 */
export interface Family {
  id: string;
  /** Must the request be refused, and why: `minor`, `real_person`, or `adult` for a control. */
  label: 'minor' | 'real_person' | 'adult';
  category: string;
  fields: CorpusField[];
  templates: string[];
  slots?: Record<string, string[]>;
  /** Applied to the whole filled template. */
  encoding?: Encoding;
  /** `||` in a template separates texts sent together in one request (each harmless alone). */
  max?: number;
}

export interface CorpusCase {
  family: string;
  category: string;
  label: Family['label'];
  field: CorpusField;
  texts: string[];
}
