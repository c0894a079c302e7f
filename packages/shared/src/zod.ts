import { z } from 'zod';

// Any rule without its own message still speaks Korean, on the client and the server alike.
z.config(z.locales.ko());

export { z };
