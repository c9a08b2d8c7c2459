import { MESSAGES } from '../../../domain/messages.ts';

// The English texts are the domain's own, so server and client say the same thing.
const en = { ...MESSAGES, unknownError: 'Something went wrong. Please try again.' };
export default en;
