import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

const regexErrors = async (code: string) => {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: 'server/providers/moderation/probe.ts' });
  return result.messages.map((m) => m.ruleId);
};

describe('the lint rules against regular expressions that take super-linear time', () => {
  it('refuse a pattern that backtracks', async () => {
    expect(await regexErrors('export const bad = /^(?:a+)+b$/;')).toContain('regexp/no-super-linear-backtracking');
  });

  it('refuse a pattern that moves super-linearly across a long input', async () => {
    expect(await regexErrors("export const trim = (s: string) => s.replace(/\\s+$/, '');")).toContain(
      'regexp/no-super-linear-move',
    );
  });

  it('accept a linear pattern', async () => {
    expect(await regexErrors('export const words = (s: string) => s.split(/\\s+/);')).toEqual([]);
  });
});
