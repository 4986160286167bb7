import { afterEach, describe, expect, it } from 'vitest';
import { $reducedMotion, $viewport } from '../../src/core/stores';
import { bindEnvironment, REDUCED_MOTION_QUERY } from '../../src/runtime/environment';
import { mediaListenerCount, setMediaMatches } from './setup';

let abort = new AbortController();

afterEach(() => {
  abort.abort();
  abort = new AbortController();
  setMediaMatches(REDUCED_MOTION_QUERY, false);
  history.replaceState(null, '', '/');
});

describe('environment stores', () => {
  it('follows prefers-reduced-motion while bound, and stops listening on abort', () => {
    setMediaMatches(REDUCED_MOTION_QUERY, false);
    bindEnvironment(abort.signal);
    expect($reducedMotion.get()).toBe(false);
    setMediaMatches(REDUCED_MOTION_QUERY, true);
    expect($reducedMotion.get()).toBe(true);
    abort.abort();
    expect(mediaListenerCount(REDUCED_MOTION_QUERY)).toBe(0);
    setMediaMatches(REDUCED_MOTION_QUERY, false);
    expect($reducedMotion.get()).toBe(true);
  });

  it('?nomotion=true reduces motion whatever the query says', () => {
    history.replaceState(null, '', '/page?nomotion=true');
    bindEnvironment(abort.signal);
    expect($reducedMotion.get()).toBe(true);
    setMediaMatches(REDUCED_MOTION_QUERY, false);
    expect($reducedMotion.get()).toBe(true);
  });

  it('keeps the viewport size, updated on resize', () => {
    bindEnvironment(abort.signal);
    expect($viewport.get()).toEqual({ width: window.innerWidth, height: window.innerHeight });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    window.dispatchEvent(new Event('resize'));
    expect($viewport.get().width).toBe(375);
  });
});
