import { afterEach, describe, expect, it } from 'vitest';
import { $reducedMotion, $runtimeState, $viewport, REDUCED_MOTION_QUERY } from '../../src/core/environment-stores';
import { mediaListenerCount, setMediaMatches } from './setup';

const stops: Array<() => void> = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  setMediaMatches(REDUCED_MOTION_QUERY, false);
  history.replaceState(null, '', '/');
});

describe('environment stores', () => {
  it('follow prefers-reduced-motion while subscribed', () => {
    setMediaMatches(REDUCED_MOTION_QUERY, false);
    stops.push($reducedMotion.subscribe(() => undefined));
    expect($reducedMotion.get()).toBe(false);
    expect(mediaListenerCount(REDUCED_MOTION_QUERY)).toBe(1);
    setMediaMatches(REDUCED_MOTION_QUERY, true);
    expect($reducedMotion.get()).toBe(true);
  });

  it('?nomotion=true reduces motion whatever the query says', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100)); // let the previous subscription unmount
    history.replaceState(null, '', '/page?nomotion=true');
    stops.push($reducedMotion.subscribe(() => undefined));
    expect($reducedMotion.get()).toBe(true);
  });

  it('keeps the viewport size, updated on resize', () => {
    stops.push($viewport.subscribe(() => undefined));
    expect($viewport.get()).toEqual({ width: window.innerWidth, height: window.innerHeight });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    window.dispatchEvent(new Event('resize'));
    expect($viewport.get().width).toBe(375);
  });

  it('the runtime state follows window.SiteRuntime and its events', () => {
    const runtime = { state: 'not initialized' };
    (window as { SiteRuntime?: unknown }).SiteRuntime = runtime;
    stops.push($runtimeState.subscribe(() => undefined));
    expect($runtimeState.get()).toBe('not initialized');
    runtime.state = 'initialized';
    document.dispatchEvent(new CustomEvent('site-runtime:ready'));
    expect($runtimeState.get()).toBe('initialized');
    delete (window as { SiteRuntime?: unknown }).SiteRuntime;
  });
});
