import { z } from 'zod';

/** Which providers this instance runs, so the app can label its built-in ones honestly. */
export const platformSchema = z.object({
  writer: z.object({ name: z.string(), offline: z.boolean() }),
  voice: z.object({ name: z.string(), offline: z.boolean() }),
  payments: z.object({ name: z.string(), demo: z.boolean() }),
  googleSignIn: z.boolean(),
});
export type Platform = z.infer<typeof platformSchema>;
