// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchState, fetchData } from '../../src/core/fetch-data';

/** A load whose answers the test gives, one per read. */
function answers<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (value: T) => void; reject: (reason: unknown) => void }> = [];
  const load = (signal: AbortSignal): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, load };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('the data fetch helper (spec 001 §4, §8)', () => {
  it('is pending, then success with the answer', async () => {
    const { calls, load } = answers<string>();
    const data = fetchData(load, { what: 'the cart' });
    const seen: FetchState<string>[] = [];
    data.state.listen((state) => seen.push(state));
    data.read();
    expect(data.state.get()).toEqual({ status: 'pending' });
    calls[0]?.resolve('three items');
    await flush();
    expect(data.state.get()).toEqual({ status: 'success', data: 'three items' });
    expect(seen.at(-1)).toEqual({ status: 'success', data: 'three items' });
  });

  it('fails with the error, logs it and calls the optional callback once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { calls, load } = answers<string>();
    const data = fetchData(load, { what: 'the cart', onError });
    data.read();
    const error = new Error('Unable to connect. Please try again.');
    calls[0]?.reject(error);
    await flush();
    expect(data.state.get()).toEqual({ status: 'failed', error });
    expect(warn).toHaveBeenCalledWith('site-runtime: the cart could not be read:', 'Unable to connect. Please try again.');
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('fails without a callback, and makes an Error of a rejection that is not one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls, load } = answers<string>();
    const data = fetchData(load, { what: 'the request' });
    data.read();
    calls[0]?.reject('refused');
    await flush();
    const state = data.state.get();
    expect(state.status === 'failed' && state.error).toBeInstanceOf(Error);
    expect(state.status === 'failed' && state.error.message).toBe('refused');
  });

  it('reads again from pending, and drops the answer of the read it replaced', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls, load } = answers<string>();
    const data = fetchData(load, { what: 'the cart' });
    data.read();
    data.read();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.reject(new Error('late failure'));
    await flush();
    expect(data.state.get()).toEqual({ status: 'pending' });
    expect(warn).not.toHaveBeenCalled();
    calls[1]?.resolve('fresh');
    await flush();
    expect(data.state.get()).toEqual({ status: 'success', data: 'fresh' });
  });

  it('takes a newer answer from another call over a read on its way', async () => {
    const { calls, load } = answers<string>();
    const data = fetchData(load, { what: 'the cart' });
    data.read();
    data.set('after the change');
    calls[0]?.resolve('before the change');
    await flush();
    expect(data.state.get()).toEqual({ status: 'success', data: 'after the change' });
  });

  it('changes nothing once stopped', async () => {
    const onError = vi.fn();
    const { calls, load } = answers<string>();
    const data = fetchData(load, { what: 'the cart', onError });
    data.read();
    data.stop();
    calls[0]?.reject(new Error('gone'));
    await flush();
    expect(data.state.get()).toEqual({ status: 'pending' });
    expect(onError).not.toHaveBeenCalled();
  });
});
