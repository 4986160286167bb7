// The form's island: the React form, over the server HTML the visitor may already have typed into.

import { island } from '../../island/island';
import { Form, type FormIslandProps } from './Form';

export default island<FormIslandProps>(Form);
