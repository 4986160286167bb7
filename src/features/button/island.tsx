// The button's island: the link drawn by React, for a block that has no server HTML.

import { island } from '../../island/island';
import { Button } from './Button';

export default island(Button);
