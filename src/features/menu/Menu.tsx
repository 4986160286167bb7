// The menu block. Several menus become tabs after the WAI-ARIA tabs pattern with manual activation
// (spec 000 §2): arrow keys move between tabs and wrap, Enter and Space select, one panel shows.

import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { formatMoney } from '../../core/money';
import type { Menu as MenuData, MenuProps } from './props';
import { tabKey } from './tab-keys';

export function Menu({ menus, currency = 'USD' }: MenuProps) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [focused, setFocused] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  if (menus.length === 1 && menus[0])
    return (
      <div className="sr-menu">
        <MenuPanel menu={menus[0]} currency={currency} />
      </div>
    );

  function moveFocus(index: number): void {
    setFocused(index);
    tabs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const target = tabKey(event.key, index, menus.length);
    if (target === undefined) return;
    event.preventDefault();
    if (target === 'select') setSelected(index);
    else moveFocus(target);
  }

  return (
    <div className="sr-menu">
      <div className="sr-menu__tabs" role="tablist" aria-label="Menus">
        {menus.map((menu, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the menus are the block's props, fixed for the island's life
            key={i}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            className="sr-menu__tab"
            id={`${id}t${i}`}
            aria-selected={i === selected}
            aria-controls={`${id}p${i}`}
            tabIndex={i === focused ? 0 : -1}
            onClick={() => {
              setSelected(i);
              setFocused(i);
            }}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {menu.title}
          </button>
        ))}
      </div>
      {menus.map((menu, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the menus are the block's props, fixed for the island's life
          key={i}
          role="tabpanel"
          className="sr-menu__panel"
          id={`${id}p${i}`}
          aria-labelledby={`${id}t${i}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern: a tabpanel is focusable, so its text is reachable
          tabIndex={0}
          hidden={i !== selected}
        >
          <MenuPanel menu={menu} currency={currency} />
        </div>
      ))}
    </div>
  );
}

function MenuPanel({ menu, currency }: { menu: MenuData; currency: string }) {
  return (
    <>
      {menu.sections.map((section, s) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are props, fixed for the island's life, and may share a title
        <section key={s} className="sr-menu__section">
          {section.title && <h3 className="sr-menu__section-title">{section.title}</h3>}
          <ul className="sr-menu__items">
            {section.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: dishes are props, fixed for the island's life, and may share a name
              <li key={i} className="sr-menu__item">
                <span className="sr-menu__name">{item.name}</span>
                {item.price !== undefined && <span className="sr-menu__price">{priceText(item.price, currency)}</span>}
                {item.description && <p className="sr-menu__description">{item.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** An unknown currency throws (formatMoney): the island's error boundary then keeps the server HTML. */
function priceText(price: string | number, currencyCode: string): string {
  return typeof price === 'number' ? formatMoney({ value: price, currencyCode }) : price;
}
