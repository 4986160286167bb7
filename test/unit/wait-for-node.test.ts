import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForNode } from '../../src/core/wait-for-node';

beforeEach(() => {
  document.body.innerHTML = '';
  vi.useFakeTimers();
});

afterEach(() => vi.useRealTimers());

describe('waitForNode', () => {
  it('finds a node that is already there at once', async () => {
    document.body.innerHTML = '<div><img class="thumb-image"></div>';
    await expect(waitForNode(document.body, 'img.thumb-image')).resolves.toBe(document.querySelector('img'));
  });

  it('finds a node written later, looking every 10 ms', async () => {
    const found = waitForNode(document.body, 'img');
    await vi.advanceTimersByTimeAsync(500);
    document.body.append(document.createElement('img'));
    await vi.advanceTimersByTimeAsync(10);
    await expect(found).resolves.toBe(document.querySelector('img'));
  });

  it('gives up after 100 tries (about a second)', async () => {
    const found = waitForNode(document.body, 'img');
    const settled = vi.fn();
    found.catch(settled);
    await vi.advanceTimersByTimeAsync(980);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    await expect(found).rejects.toThrow('Element wait: "img" not found after 100 tries');
  });

  it('rejects without a parent', async () => {
    await expect(waitForNode(null, 'img')).rejects.toThrow('Element wait: no parent to find "img" in');
    await expect(waitForNode({} as ParentNode, 'img')).rejects.toThrow(/no parent/);
  });

  it('stops when its signal aborts', async () => {
    const abort = new AbortController();
    const found = waitForNode(document.body, 'img', { signal: abort.signal });
    const outcome = expect(found).rejects.toThrow('torn down');
    abort.abort(new Error('torn down'));
    await vi.advanceTimersByTimeAsync(10);
    await outcome;
  });
});
