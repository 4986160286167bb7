// The button block: a link styled as a button. An address the runtime will not follow
// (`javascript:`, `data:`, `vbscript:`) renders as a disabled link, never as an href.

import { safeHref } from '../../core/url';
import type { ButtonProps } from './props';

export function Button({ text, url, newWindow, size, alignment }: ButtonProps) {
  const href = safeHref(url);
  const safe = href !== undefined;
  return (
    <div className={`sr-button-wrap sr-button-wrap--${alignment}`}>
      <a
        className={`sr-button sr-button--${size}`}
        href={href}
        aria-disabled={safe ? undefined : true}
        role={safe ? undefined : 'link'}
        target={safe && newWindow ? '_blank' : undefined}
        rel={safe && newWindow ? 'noopener noreferrer' : undefined}
      >
        {text}
      </a>
    </div>
  );
}
