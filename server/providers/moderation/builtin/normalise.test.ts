import { describe, expect, it } from 'vitest';
import { normalise } from './normalise';

describe('normalise', () => {
  it.each([
    ['t\u0435en', 'teen'],
    ['\uff11\uff15 years old', '15 years old'],
    ['sch\u200bool\u00adgirl', 'schoolgirl'],
    ['\u1d1b\u1d07\u1d07\u0274', 'teen'],
    ['l0li', 'loli'],
    ['$ch00lgirl', 'schoolgirl'],
    ['s.c.h.o.o.l g.i.r.l', 'school girl'],
    ['t e e n', 'teen'],
    ['s i x t e e n   y e a r s', '16 years'],
    ['school-girl', 'school girl'],
    ['teeeeen', 'teen'],
    ['a shy girl of sixteen', 'a shy girl of 16'],
    ['her sixteenth birthday', 'her 16th birthday'],
    ['twenty-five', '25'],
    ['fifteen summers', '15 summers'],
    ['T. Swift', 't . swift'],
    ['Timothée Chalamet', 'timothee chalamet'],
    ['petite, 16 yrs', 'petite , 16 yrs'],
    ['King Charles III', 'king charles iii'],
    ['16yo and u18', '16yo and u18'],
  ])('%j reads as %j', (raw, expected) => {
    expect(normalise(raw)).toBe(expected);
  });
});
