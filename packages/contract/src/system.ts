import { z } from 'zod';

export const pingResponseSchema = z.object({
  ok: z.literal(true),
  /** Server time, ISO 8601: lets the web app notice a badly set clock. */
  time: z.string(),
});
export type PingResponse = z.infer<typeof pingResponseSchema>;
