// The member area (block 67): plans with a toggle between two billing options (spec 000 §2), monthly and
// yearly say, each with its join link for the chosen option, and the member's way in and out: "Sign in"
// opens the member sign-in dialog (the login-required event), "Sign out" ends the session (spec 001 §7).
// The toggle is a pair of radio buttons, so arrow keys and screen readers treat it as the one choice it is.

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../core/api';
import { reportError } from '../../core/errors';
import { dispatch } from '../../core/events';
import { isRecord, numberOr, stringOr } from '../../core/guards';
import { signOut } from '../../core/member-session';
import { DEFAULT_CURRENCY, formatCents, isCurrencyCode } from '../../core/money';
import type { PageContext } from '../../core/page-context';
import { siteUserToken } from '../../core/site-user-token';
import { safeHref } from '../../core/url';
import { dataUnableToConnect } from '../../platform/strings';

interface BillingOption {
  label: string;
  /** What a price is for: "month", "year". */
  per: string;
}

interface Plan {
  name: string;
  description: string;
  /** One price per billing option, in minor units. */
  prices: [number, number];
  /** Where joining this plan starts; the chosen option goes with it (`?billing=<per>`). */
  joinUrl: string | null;
}

/** Ours: the spec shows no words for the member area's entry points. */
const WORDS = {
  join: 'Join',
  member: 'Already a member?',
  signIn: 'Sign in',
  signedIn: 'You are signed in.',
  signOut: 'Sign out',
  signedOut: 'You are signed out.',
};

export interface MemberPricingProps {
  title: string;
  legend: string;
  options: [BillingOption, BillingOption];
  plans: Plan[];
  currency: string;
  locale: string;
}

export function parseMemberPricing(raw: unknown, context: PageContext): MemberPricingProps {
  if (!isRecord(raw) || !Array.isArray(raw['options']) || raw['options'].length !== 2)
    throw new TypeError('member-pricing: "options" must hold exactly two billing options');
  const [first, second] = raw['options'].map(parseOption) as [BillingOption, BillingOption];
  const plans = Array.isArray(raw['plans']) ? raw['plans'].map(parsePlan) : [];
  if (plans.length === 0) throw new TypeError('member-pricing: "plans" must not be empty');
  const currency = stringOr(context.websiteSettings?.storeSettings?.selectedCurrency, DEFAULT_CURRENCY);
  return {
    title: stringOr(raw['title'], ''),
    legend: stringOr(raw['legend'], 'Billing'),
    options: [first, second],
    plans,
    currency: isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY,
    locale: stringOr(context.locale, 'en-US'),
  };
}

function parseOption(raw: unknown, index: number): BillingOption {
  if (!isRecord(raw) || typeof raw['label'] !== 'string') throw new TypeError(`member-pricing: billing option ${index} needs a "label"`);
  return { label: raw['label'], per: stringOr(raw['per'], '') };
}

function parsePlan(raw: unknown, index: number): Plan {
  if (!isRecord(raw) || typeof raw['name'] !== 'string' || !Array.isArray(raw['prices']) || raw['prices'].length !== 2)
    throw new TypeError(`member-pricing: plan ${index} needs a "name" and two "prices"`);
  return {
    name: raw['name'],
    description: stringOr(raw['description'], ''),
    prices: [numberOr(raw['prices'][0], 0), numberOr(raw['prices'][1], 0)],
    joinUrl: typeof raw['joinUrl'] === 'string' ? raw['joinUrl'] : null,
  };
}

/** The plan's join address with the billing option chosen; null for an address the runtime will not follow. */
function joinHref(plan: Plan, per: string): string | null {
  const safe = safeHref(plan.joinUrl);
  if (!safe) return null;
  const url = new URL(safe, 'http://join.invalid');
  if (per) url.searchParams.set('billing', per);
  return url.origin === 'http://join.invalid' ? url.pathname + url.search + url.hash : url.href;
}

export function MemberPricing({ title, legend, options, plans, currency, locale }: MemberPricingProps): ReactNode {
  const [chosen, setChosen] = useState<0 | 1>(0);
  const group = useRef<HTMLFieldSetElement>(null);
  const id = useId();
  // A choice made before the island woke stands (the radios are the server's until then).
  useEffect(() => {
    if (group.current?.querySelector<HTMLInputElement>('input[value="1"]')?.checked) setChosen(1);
  }, []);

  return (
    <section className="sr-member-pricing" aria-labelledby={title ? `${id}t` : undefined} aria-label={title ? undefined : legend}>
      {title && <h2 id={`${id}t`}>{title}</h2>}
      <fieldset className="sr-member-pricing__toggle" ref={group}>
        <legend>{legend}</legend>
        {options.map((option, index) => (
          <span className="sr-member-pricing__option" key={option.label}>
            <input
              type="radio"
              id={`${id}o${index}`}
              name={`${id}billing`}
              value={index}
              defaultChecked={index === 0}
              onChange={() => setChosen(index as 0 | 1)}
            />
            <label htmlFor={`${id}o${index}`}>{option.label}</label>
          </span>
        ))}
      </fieldset>
      <ul className="sr-member-pricing__plans" aria-live="polite">
        {plans.map((plan) => (
          <li className="sr-member-pricing__plan" key={plan.name}>
            <h3>{plan.name}</h3>
            <p className="sr-member-pricing__price">
              {formatCents(plan.prices[chosen], currency, locale)}
              {options[chosen].per && <span className="sr-member-pricing__per"> / {options[chosen].per}</span>}
            </p>
            {plan.description && <p>{plan.description}</p>}
            <JoinLink plan={plan} per={options[chosen].per} />
          </li>
        ))}
      </ul>
      <Account />
    </section>
  );
}

function JoinLink({ plan, per }: { plan: Plan; per: string }): ReactNode {
  const href = joinHref(plan, per);
  return (
    href && (
      <a className="sr-button sr-member-pricing__join" href={href}>
        {WORDS.join}
        <span className="sr-visually-hidden"> {plan.name}</span>
      </a>
    )
  );
}

/** Sign in or out. The server cannot know the visitor's session: the signed-out form is what it draws. */
function Account(): ReactNode {
  const [signedIn, setSignedIn] = useState(false);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setSignedIn(siteUserToken() !== null);
    const onSession = (event: CustomEvent<{ signedIn: boolean }>): void => setSignedIn(event.detail.signedIn);
    document.addEventListener('site-runtime:member-session', onSession);
    return () => document.removeEventListener('site-runtime:member-session', onSession);
  }, []);

  const leave = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    try {
      // The member's cart stays with the visitor: signing out loses nothing.
      await signOut(true);
      setStatus(WORDS.signedOut);
    } catch (error) {
      if (!isApiError(error)) reportError(error, 'member-pricing');
      setStatus(isApiError(error) ? error.message : dataUnableToConnect);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sr-member-pricing__account">
      {signedIn ? (
        <p>
          {WORDS.signedIn}{' '}
          <button type="button" className="sr-member-pricing__link" aria-disabled={busy || undefined} onClick={() => void leave()}>
            {WORDS.signOut}
          </button>
        </p>
      ) : (
        <p>
          {WORDS.member}{' '}
          <button
            type="button"
            className="sr-member-pricing__link"
            onClick={() => dispatch('site-runtime:login-required', { url: location.pathname + location.search })}
          >
            {WORDS.signIn}
          </button>
        </p>
      )}
      <p role="status">{status}</p>
    </div>
  );
}
