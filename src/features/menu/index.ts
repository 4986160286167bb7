// Menu block: tabs between menus, hydrated on the visitor's first interaction.

import { island } from '../../island/island';
import { Menu } from './Menu';
import { parseMenu } from './props';

export default island(Menu, parseMenu);
