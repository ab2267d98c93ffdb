import { z } from '../../../shared/lib/zod.ts';
import { safeHttpUrl } from '../../../shared/lib/safe-url.ts';

const MAX_DESCRIPTION = 300;

/** Some mirrors add a caption; the real host sends `file` only, so anything else is optional. */
const optionalText = z.pipe(
  z.unknown(),
  z.transform((value) => {
    if (typeof value !== 'string') return undefined;
    const text = value.trim();
    return text ? text.slice(0, MAX_DESCRIPTION) : undefined;
  }),
);

const imageLink = z.string().check(
  z.trim(),
  z.refine((value) => safeHttpUrl(value) !== undefined, { message: 'must be an http(s) link to an image' }),
);

/** `GET /random.json`: `{"file": "https://coffee.alexflipnote.dev/<token>_coffee.jpg"}`, extra keys tolerated. */
export const randomCoffeeSchema = z.pipe(
  z.looseObject({
    file: imageLink,
    description: z.optional(optionalText),
    alt: z.optional(optionalText),
  }),
  z.transform((reply) => ({
    file: safeHttpUrl(reply.file) as string,
    description: reply.description ?? reply.alt,
  })),
);

export type RandomCoffee = z.output<typeof randomCoffeeSchema>;
