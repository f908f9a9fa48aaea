import { z } from 'zod';
import { MAX_CHAPTERS_PER_STORY } from '../catalogue/limits';

const rangeMessage = (field: string, min: number, max: number) =>
  `${field} must be a whole number from ${min} to ${max}`;

/** A whole number of a JSON body within [min, max]; every refusal names the field and the range. */
export function wholeNumber(field: string, min: number, max: number) {
  const error = rangeMessage(field, min, max);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** The same, read from a path or query string. */
export function wholeNumberText(field: string, min: number, max: number) {
  const error = rangeMessage(field, min, max);
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

export const chapterNumberField = (field: string) => wholeNumber(field, 1, MAX_CHAPTERS_PER_STORY);
export const chapterNumberText = (field: string) => wholeNumberText(field, 1, MAX_CHAPTERS_PER_STORY);
