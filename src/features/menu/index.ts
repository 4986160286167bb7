// Menu block: tabs between menus, woken at the visitor's first interaction. The server's rendering
// (`data-ssr`) already shows every menu: its tabs are wired where they stand, without React (tabs.ts).
// A block the server did not render is drawn by its island (island.tsx, React).

import type { FeatureModule } from '../../island/feature';
import { type MenuProps, parseMenu } from './props';
import { wireMenuTabs } from './tabs';

const feature: FeatureModule<MenuProps> = {
  parse: parseMenu,
  async mount(el, props, ctx) {
    if (el.hasAttribute('data-ssr') && el.querySelector('.sr-menu')) return wireMenuTabs(el);
    return (await ctx.load('menu.island')).mount(el, props, ctx);
  },
};

export default feature;
