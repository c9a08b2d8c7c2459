import * as z from 'zod/mini';

// zod/mini (the same checks and messages as zod's, without its method chains): the shell's toolbar
// reads stored shortcuts in the first script every visitor loads, where full zod would weigh ~26 KB.

/** A user's toolbar shortcuts (the ids of navigation items), as stored and as PUT /api/auth/user takes them. */
export const shortcutsSchema = z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50));
