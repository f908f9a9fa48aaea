import { useCallback, useState } from 'react';

export const READER_FONTS = ['sans', 'serif', 'mono'] as const;
export const READER_SIZES = ['sm', 'md', 'lg'] as const;
export type ReaderFont = (typeof READER_FONTS)[number];
export type ReaderSize = (typeof READER_SIZES)[number];
export interface ReaderPrefs {
  font: ReaderFont;
  size: ReaderSize;
}

const READER_PREFS_KEY = 'readerPreferences';
const DEFAULT_PREFS: ReaderPrefs = { font: 'sans', size: 'md' };

/** The stored choices, ignoring anything unreadable or unknown. */
function readReaderPrefs(): ReaderPrefs {
  try {
    const stored = JSON.parse(localStorage.getItem(READER_PREFS_KEY) ?? '{}') as Partial<
      Record<keyof ReaderPrefs, unknown>
    >;
    return {
      font: READER_FONTS.find((font) => font === stored.font) ?? DEFAULT_PREFS.font,
      size: READER_SIZES.find((size) => size === stored.size) ?? DEFAULT_PREFS.size,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

/**
 * Font and size of the chapter text, remembered in localStorage at the moment of the choice (not in an
 * effect after the next paint, which a reload straight after the click would miss).
 */
export function useReaderPrefs() {
  const [prefs, setPrefs] = useState<ReaderPrefs>(readReaderPrefs);
  const choose = useCallback((next: ReaderPrefs) => {
    localStorage.setItem(READER_PREFS_KEY, JSON.stringify(next));
    setPrefs(next);
  }, []);
  return [prefs, choose] as const;
}

export const FONT_CLASSES: Record<ReaderFont, string> = {
  sans: 'font-sans',
  serif: 'font-display',
  mono: 'font-mono',
};

export const SIZE_CLASSES: Record<ReaderSize, string> = {
  sm: 'text-base leading-relaxed',
  md: 'text-lg leading-relaxed',
  lg: 'text-xl leading-loose',
};
