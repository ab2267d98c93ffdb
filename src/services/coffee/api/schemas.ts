import { z } from '../../../shared/lib/zod.ts';
import { safeHttpUrl } from '../../../shared/lib/safe-url.ts';

const MAX_DESCRIPTION = 300;

/** Some mirrors add a caption; the real host sends `file` only, so anything else is optional. */
const optionalText = z.unknown().transform((value) => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text ? text.slice(0, MAX_DESCRIPTION) : undefined;
});

/** `GET /random.json`: `{"file": "https://coffee.alexflipnote.dev/<token>_coffee.jpg"}`, extra keys tolerated. */
export const randomCoffeeSchema = z
  .looseObject({
    file: z
      .string()
      .trim()
      .refine((value) => safeHttpUrl(value) !== undefined, { message: 'must be an http(s) link to an image' }),
    description: optionalText.optional(),
    alt: optionalText.optional(),
  })
  .transform((reply) => ({
    file: safeHttpUrl(reply.file) as string,
    description: reply.description ?? reply.alt,
  }));

export type RandomCoffee = z.output<typeof randomCoffeeSchema>;
