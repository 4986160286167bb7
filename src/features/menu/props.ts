// The menu block's data: one or more menus (lunch, dinner…), each a list of sections and dishes.

import { isRecord } from '../../core/guards';

interface MenuItem {
  name: string;
  description?: string;
  /** A number is an amount in the block's currency; a string is shown as written ("market price"). */
  price?: string | number;
}

interface MenuSection {
  title?: string;
  items: MenuItem[];
}

export interface Menu {
  title: string;
  sections: MenuSection[];
}

export interface MenuProps {
  menus: Menu[];
  /** Currency of numeric prices; USD when absent. */
  currency?: string;
}

export function parseMenu(raw: unknown): MenuProps {
  if (!isRecord(raw) || !Array.isArray(raw['menus']) || raw['menus'].length === 0)
    throw new TypeError('menu: "menus" must be a non-empty array');
  return { menus: raw['menus'].map(parseOne), ...optional('currency', raw['currency']) };
}

function parseOne(raw: unknown, index: number): Menu {
  if (!isRecord(raw) || typeof raw['title'] !== 'string') throw new TypeError(`menu: menu ${index} needs a "title" string`);
  const sections = Array.isArray(raw['sections']) ? raw['sections'] : [];
  return {
    title: raw['title'],
    sections: sections.map((section: unknown) => {
      if (!isRecord(section) || !Array.isArray(section['items'])) throw new TypeError(`menu: a section of menu ${index} needs "items"`);
      return { ...optional('title', section['title']), items: section['items'].map(parseItem) };
    }),
  };
}

function parseItem(raw: unknown): MenuItem {
  if (!isRecord(raw) || typeof raw['name'] !== 'string') throw new TypeError('menu: every item needs a "name" string');
  const price =
    typeof raw['price'] === 'number' && Number.isFinite(raw['price']) ? { price: raw['price'] } : optional('price', raw['price']);
  return { name: raw['name'], ...optional('description', raw['description']), ...price };
}

function optional<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  return typeof value === 'string' && value !== '' ? ({ [key]: value } as Record<K, string>) : {};
}
