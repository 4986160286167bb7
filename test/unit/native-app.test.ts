// @vitest-environment node
// The native-app bridge (spec 001 §1, §7, §8): in the app by the query or a bridge of ours; which
// bridge; and the errors for a platform that cannot be told and a missing handler.

import { describe, expect, it } from 'vitest';
import { findBridge } from '../../src/features/page-chrome/native-app/bridge';

const fakeWindow = (parts: object): Window => parts as unknown as Window;

describe('findBridge', () => {
  it('is not in the app without the query or a bridge of ours (another app’s web view included)', () => {
    expect(findBridge(fakeWindow({}), '')).toBeNull();
    expect(findBridge(fakeWindow({ webkit: { messageHandlers: { other: { postMessage() {} } } } }), '?platform=web')).toBeNull();
  });

  it('posts JSON text on Android and the object on iOS', () => {
    const got: unknown[] = [];
    const record = { postMessage: (message: unknown) => got.push(message) };
    findBridge(fakeWindow({ SiteRuntimeApp: record }), '?platform=mobile-app')?.({ type: 'dismiss' });
    findBridge(fakeWindow({ webkit: { messageHandlers: { siteApp: record } } }), '')?.({ type: 'dismiss' });
    expect(got).toEqual(['{"type":"dismiss"}', { type: 'dismiss' }]);
  });

  it("says 'mobile platform not correctly identified' for no bridge or both, and names a missing handler", () => {
    const record = { postMessage() {} };
    expect(() => findBridge(fakeWindow({}), '?a=1&platform=mobile-app')).toThrow('mobile platform not correctly identified');
    expect(() => findBridge(fakeWindow({ SiteRuntimeApp: record, webkit: { messageHandlers: { siteApp: record } } }), '')).toThrow(
      'mobile platform not correctly identified',
    );
    expect(() => findBridge(fakeWindow({ webkit: { messageHandlers: {} } }), '?platform=mobile-app')).toThrow(
      "The app's siteApp message handler is missing",
    );
    expect(() => findBridge(fakeWindow({ SiteRuntimeApp: {} }), '')).toThrow("The app's SiteRuntimeApp.postMessage handler is missing");
  });
});
