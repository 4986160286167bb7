import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasEnoughCores, isSampled, sampleRate } from '../../src/features/session-recording/gate';
import { recorderScriptUrl, stopRecorder } from '../../src/features/session-recording/script';

afterEach(() => vi.restoreAllMocks());

describe('session recording gate (spec 001 §9)', () => {
  it('asks for more than 2 cores', () => {
    expect(hasEnoughCores({ hardwareConcurrency: 2 })).toBe(false);
    expect(hasEnoughCores({ hardwareConcurrency: 3 })).toBe(true);
    expect(hasEnoughCores({} as Navigator)).toBe(false);
  });

  it('draws from the visitor id, the same for one visitor every time', () => {
    expect(isSampled('00000000-0000-4000-8000-000000000000', 0.01)).toBe(true);
    expect(isSampled('ffffffff-0000-4000-8000-000000000000', 0.99)).toBe(false);
    expect(isSampled('ffffffff-0000-4000-8000-000000000000', 1)).toBe(true);
    expect(isSampled('80000000-0000-4000-8000-000000000000', 0.5)).toBe(false);
    expect(isSampled('7fffffff-0000-4000-8000-000000000000', 0.5)).toBe(true);
    expect(isSampled('00000000-0000-4000-8000-000000000000', 0)).toBe(false);
  });

  it('reads the rate: absent is off, a bad one a console error and off', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(sampleRate({})).toBe(0);
    expect(sampleRate({ sessionRecording: {} })).toBe(0);
    expect(sampleRate({ sessionRecording: { sampleRate: 0.25 } })).toBe(0.25);
    expect(error).not.toHaveBeenCalled();
    expect(sampleRate({ sessionRecording: { sampleRate: 2 } })).toBe(0);
    expect(sampleRate({ sessionRecording: { sampleRate: '1' } })).toBe(0);
    expect(sampleRate({ sessionRecording: 'yes' as unknown as object })).toBe(0);
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[1])).toContain('sessionRecording.sampleRate must be a number from 0 to 1');
  });

  it("takes the site's script address only when it is https or on the site", () => {
    const withUrl = (url: unknown) => recorderScriptUrl({ websiteSettings: { sessionRecordingScriptUrl: url } });
    expect(withUrl('/recording/fs.js')).toBe('/recording/fs.js');
    expect(withUrl('https://rec.example/fs.js')).toBe('https://rec.example/fs.js');
    expect(withUrl('//evil.example/fs.js')).toBe('https://edge.fullstory.com/s/fs.js');
    expect(withUrl('javascript:alert(1)')).toBe('https://edge.fullstory.com/s/fs.js');
    expect(withUrl(undefined)).toBe('https://edge.fullstory.com/s/fs.js');
  });
});

describe('stopping the recorder', () => {
  const globals = window as unknown as { FS?: unknown };
  afterEach(() => {
    delete globals.FS;
  });

  it('calls the provider’s shutdown, as an object’s method or as a command', () => {
    const shutdown = vi.fn();
    globals.FS = { shutdown };
    stopRecorder();
    expect(shutdown).toHaveBeenCalledTimes(1);
    const command = vi.fn();
    globals.FS = command;
    stopRecorder();
    expect(command).toHaveBeenCalledWith('shutdown');
  });

  it('does nothing when the provider is not there or has no shutdown', () => {
    expect(() => stopRecorder()).not.toThrow();
    globals.FS = {};
    expect(() => stopRecorder()).not.toThrow();
  });
});
