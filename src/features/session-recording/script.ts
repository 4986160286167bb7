// The recording provider's script, loaded once a page, as a file (the page's CSP allows no inline
// code) through the runtime's Trusted Types policy, with the recording identifier set where the
// provider's script reads it (`window._fs_org`, as its own snippet sets it); and its stop.

import type { PageContext } from '../../core/page-context';
import { setScriptSrc } from '../../core/trusted-types';
import { isSafeScriptUrl } from '../../core/url';
import { SESSION_RECORDING_SCRIPT_URL } from '../../platform/session-recording';

/** The provider's API as its script defines it: an object with `shutdown()` (v1), or a function
 *  taking the command's name (v2). */
type Recorder = { shutdown?: () => void } | ((command: string) => void);

interface RecorderGlobals {
  _fs_org?: string;
  _fs_namespace?: string;
  FS?: Recorder;
}

/** The site's own script address when it is https or a path on the site, else the provider's. */
export function recorderScriptUrl(context: PageContext): string {
  const url = context.websiteSettings?.['sessionRecordingScriptUrl'];
  return isSafeScriptUrl(url) ? url : SESSION_RECORDING_SCRIPT_URL;
}

/** Resolves once the script has run; rejects when it cannot load. */
export function loadRecorder(src: string, id: string): Promise<void> {
  const globals = window as unknown as RecorderGlobals;
  globals._fs_org = id;
  globals._fs_namespace = 'FS';
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`The session recording script at ${src} did not load.`));
    setScriptSrc(script, src);
    script.async = true;
    document.head.append(script);
  });
}

/** Stops the recording on this page, by the provider's own API (the script itself cannot be unloaded). */
export function stopRecorder(): void {
  const recorder = (window as unknown as RecorderGlobals).FS;
  if (typeof recorder === 'function') recorder('shutdown');
  else recorder?.shutdown?.();
}
