// The menu's island: the block drawn by React, for a block the server did not render.

import { island } from '../../island/island';
import { Menu } from './Menu';
import { parseMenu } from './props';

export default island(Menu, parseMenu);
