// The member sign-in dialog, started from the blocks chunk when the data layer raises login-required
// (a registry row by event, src/runtime/unmarked.ts), with a `close` to take it down.

import { island } from '../../island/island';
import { SignInDialog, type SignInProps } from './SignInDialog';

export default island<SignInProps>(SignInDialog);
