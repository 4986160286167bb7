// The builder's small-screen menus, by template generation: what opens each, what shows it, what closes it.
// Their stylesheets show a menu by a class on <body> (or a checked checkbox); their scripts set it. And
// the 7.0 navigation folders, in the header and in those menus.

export interface MenuMarkup {
  /** What opens and closes the menu: a button, or what the template drew as one. */
  toggles: string;
  /** The menu those show. */
  menu: string;
  /** The class on <body> that the builder's stylesheet shows the menu by. */
  bodyClass?: string;
  /** The class on the toggles while the menu is open (their icon turns into a cross). */
  toggleClass?: string;
  /** What only closes it: the menu's own close button, the veil behind it. */
  closers?: string;
  /** The checkbox the stylesheet shows the menu by (`#mobileNavToggle:checked ~ #overlayNav`), in place of a class. */
  checkbox?: string;
}

export const MENUS: readonly MenuMarkup[] = [
  // 7.1 (`data-controller="Header"`): a burger in each of the header's layouts, one overlay menu.
  { toggles: '.header-burger-btn', menu: '.header-menu', bodyClass: 'header--menu-open', toggleClass: 'burger--active' },
  // 7.0, Brine family (`MobileOverlayToggle`): the bar's menu button; the overlay's close button and veil.
  {
    toggles: '.Mobile-bar-menu',
    menu: '.Mobile-overlay',
    bodyClass: 'is-mobile-overlay-active',
    closers: '.Mobile-overlay-close,.Mobile-overlay-back',
  },
  // 7.0, Bedford family: bars drawn in a div (two: one fixed to the screen), the side navigation, the veil.
  { toggles: '.mobile-nav-toggle', menu: '#sidecarNav', bodyClass: 'mobile-nav-open', closers: '.body-overlay' },
  // 7.0, Marquee family: an empty link drawn as the menu icon, the navigation above the page.
  { toggles: '#mobileMenu', menu: '#mobileNav', bodyClass: 'mobile-nav-open' },
  // 7.0 templates whose stylesheet shows the navigation by a checkbox its label toggles (Pacific, Wells, …).
  { toggles: 'label[for="mobileNavToggle"]', menu: '#overlayNav', checkbox: '#mobileNavToggle' },
];

/** A 7.0 navigation folder: its title, and the list of its pages beside it, both children of `item`. */
export interface FolderMarkup {
  item: string;
  title: string;
  list: string;
}

// Their stylesheets showed the list under the pointer (or always, in a side menu); their scripts opened
// it by touch. The Brine overlay's folders slide in instead (./folders.ts).
export const NAV_FOLDERS: readonly FolderMarkup[] = [
  // Brine family: the header's folders, the title a link to the folder's first page.
  { item: '.Header-nav-item--folder', title: '.Header-nav-folder-title', list: '.Header-nav-folder' },
  // Bedford family: a div drawn as the title, in the header's navigation and in the side one.
  { item: '.folder', title: '.folder-toggle', list: '.subnav' },
  // Marquee family: a link with no address as the title.
  { item: '.folder-parent', title: 'a', list: '.folder-child-wrapper' },
];

/** Any toggle of a menu above. */
export const MENU_TOGGLES = MENUS.map((markup) => markup.toggles).join(',');

/** Any folder's title above. */
export const FOLDER_TITLES = NAV_FOLDERS.map((markup) => `${markup.item} > ${markup.title}`).join(',');
