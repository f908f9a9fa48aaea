import { describe, expect, it } from 'vitest';
import { AUDIO_MESSAGES, headCheckProblem, narrationVoiceId, playbackReason, skipTarget } from './audioState';

describe('the audio player rules', () => {
  it('turns the HEAD check into the spec messages', () => {
    expect(headCheckProblem({ status: 200, contentLength: '48000' })).toBeUndefined();
    expect(headCheckProblem({ status: 200, contentLength: null })).toBeUndefined();
    expect(headCheckProblem({ status: 200, contentLength: '1023' })).toBe(
      'Audio content unavailable. Text may be too long or complex.',
    );
    expect(headCheckProblem({ status: 200, contentLength: '1024' })).toBeUndefined();
    expect(headCheckProblem({ status: 404, contentLength: null })).toBe('Audio file not found (404)');
    expect(headCheckProblem({ status: 500, contentLength: '10' })).toBe('Audio file not found (500)');
    expect(headCheckProblem(null)).toBe('Could not verify audio file');
  });

  it('clamps skips to the start and the known end', () => {
    expect(skipTarget(5, -10, 60)).toBe(0);
    expect(skipTarget(30, -10, 60)).toBe(20);
    expect(skipTarget(55, 10, 60)).toBe(60);
    expect(skipTarget(20, 10, 60)).toBe(30);
    expect(skipTarget(20, 10, Number.POSITIVE_INFINITY)).toBe(30);
    expect(skipTarget(20, 10, Number.NaN)).toBe(30);
  });

  it('maps the two fixed narration names to their voice ids, anything else as it is', () => {
    expect(narrationVoiceId({ narrationVoice: 'Deep Male', narrationVoiceId: 'whatever' })).toBe('offline-deep-male');
    expect(narrationVoiceId({ narrationVoice: 'Authoritative Male', narrationVoiceId: '' })).toBe(
      'offline-authoritative-male',
    );
    expect(narrationVoiceId({ narrationVoice: 'Rachel', narrationVoiceId: '21m00' })).toBe('21m00');
    expect(narrationVoiceId({ narrationVoice: 'Rachel', narrationVoiceId: '' })).toBe('Rachel');
  });

  it('words a refused play() with its reason', () => {
    expect(AUDIO_MESSAGES.playbackFailed(playbackReason(new Error('NotAllowedError')))).toBe(
      'Playback failed: NotAllowedError',
    );
    expect(playbackReason('denied')).toBe('denied');
  });
});
