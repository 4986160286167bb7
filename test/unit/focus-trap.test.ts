// The modal focus trap: Tab from the last stop goes to the first and Shift+Tab back, counting only real
// Tab stops (a link taken out of the tab order is not one).
import { beforeAll, describe, expect, it } from 'vitest';
import { trapFocus } from '../../src/core/focus-trap';

beforeAll(() => {
  // jsdom lays nothing out: every element counts as shown.
  Element.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});

function tab(handler: (event: KeyboardEvent) => void, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
  handler(event);
  return event;
}

describe('trapFocus', () => {
  it('wraps between the first and last Tab stops, passing over those out of the tab order', () => {
    document.body.innerHTML =
      '<div id="modal"><button id="first">Close</button><a href="#" id="middle">Link</a>' +
      '<button id="last">OK</button><a href="#x" tabindex="-1" id="skipped">Not a stop</a></div><button id="outside">Page</button>';
    const modal = document.getElementById('modal') as HTMLElement;
    const handler = trapFocus({ container: modal });
    document.getElementById('last')?.focus();
    expect(tab(handler).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('first');
    expect(tab(handler, true).defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('last');
    // Inside, between stops: the browser's own Tab.
    document.getElementById('middle')?.focus();
    expect(tab(handler).defaultPrevented).toBe(false);
  });
});
