// Button block (53): hydrated when it comes near the viewport.

import { island } from '../../runtime/island';
import { Button } from './Button';
import { parseButton } from './props';

export default island(Button, parseButton);
