// The lock screen (page type 103): what the host serves in place of a locked site or page until the
// visitor gives its password. The host publishes the form in `[data-page-root="lock-screen"]`; the runtime
// sends the password through the data layer (crumb, time-out) to `POST /api/auth/LockScreen` (the spec
// names no call: README, "Page types"), says the host's refusal beside the field, and once the host takes
// the password loads the address again, which the host then serves unlocked.

import { api, isApiError } from '../../core/api';
import type { PageContext } from '../../core/page-context';
import type { FeatureModule } from '../../island/feature';
import { dataUnableToConnect } from '../../platform/strings';

export const UNLOCK_URL = '/api/auth/LockScreen';
/** PAGE_TYPES.LOCK_SCREEN (src/platform/page-types.ts). */
const LOCK_SCREEN = 103;

interface LockScreenProps {
  /** The address the password is for: the host may lock one page or the whole site. */
  path: string;
}

const feature: FeatureModule<LockScreenProps> = {
  // The marker alone does not make a password gate of a form: the page must be the host's lock screen.
  parse(_raw, context: PageContext) {
    if (context.pageType !== LOCK_SCREEN)
      throw new Error(`site-runtime: a lock screen on a page of type ${String(context.pageType)}, not 103`);
    return { path: location.pathname };
  },
  mount(el, { path }, { signal }) {
    const form = el instanceof HTMLFormElement ? el : el.querySelector('form');
    const password = form?.querySelector<HTMLInputElement>('input[type="password"]');
    if (!form || !password) throw new Error('site-runtime: the lock screen has no form with a password field');
    const message = messageFor(password);
    let sending = false;
    const onSubmit = (event: SubmitEvent): void => {
      event.preventDefault();
      if (sending) return;
      sending = true;
      form.setAttribute('aria-busy', 'true');
      api.post(UNLOCK_URL, { json: { password: password.value, path }, signal }).then(
        () => location.reload(),
        (error: unknown) => {
          sending = false;
          form.removeAttribute('aria-busy');
          if (signal.aborted) return;
          message.textContent = isApiError(error) ? error.message : dataUnableToConnect;
          message.hidden = false;
          password.setAttribute('aria-invalid', 'true');
          password.select();
        },
      );
    };
    form.addEventListener('submit', onSubmit, { signal });
    return () => {
      message.remove();
      password.removeAttribute('aria-invalid');
    };
  },
};

export default feature;

/** The host's words for a refused password, right after the field and read with it. */
function messageFor(password: HTMLInputElement): HTMLElement {
  const message = document.createElement('p');
  message.id = `${password.id || 'lock-screen'}-message`;
  message.className = 'sr-lock-screen__message';
  message.setAttribute('role', 'alert');
  message.hidden = true;
  password.setAttribute('aria-describedby', [password.getAttribute('aria-describedby'), message.id].filter(Boolean).join(' '));
  (password.closest('label') ?? password).after(message);
  return message;
}
