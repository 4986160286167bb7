// Member area pricing (block 67): plans with a two-option billing toggle.

import { island } from '../../island/island';
import { MemberPricing, parseMemberPricing } from './MemberPricing';

export default island(MemberPricing, parseMemberPricing);
