/**
 * The shapes of the Stripe events billing acts on, read with zod after the signature check.
 * Signed is not the same as well formed: an event can come from another API version, a test
 * tool or a bug, so every field the handlers read is checked here, and the handlers see only
 * typed values. Objects are loose (Stripe adds fields all the time); the fields we read are
 * optional where some API version leaves them out, and required where nothing can be done
 * without them.
 */
import { z } from 'zod';

/** Unix seconds up to the year 9999: what a JavaScript Date and PostgreSQL's timestamptz both hold. */
const seconds = z.number().int().min(0).max(253_402_300_799);
const id = z.string().min(1).max(255);
/** An expandable field: the id, or the expanded object carrying it. */
const expandable = z.union([id, z.looseObject({ id })]).transform((v) => (typeof v === 'string' ? v : v.id));
const listOf = <T extends z.ZodType>(item: T) => z.looseObject({ data: z.array(item) });

const checkoutSession = z.looseObject({
  mode: z.string(),
  client_reference_id: id.nullish(),
  customer: expandable.nullish(),
  subscription: expandable.nullish(),
  payment_status: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const subscriptionItem = z.looseObject({
  price: expandable.nullish(),
  plan: expandable.nullish(),
  // Since API version 2025-03-31 the period is on the item; before, on the subscription.
  current_period_start: seconds.nullish(),
  current_period_end: seconds.nullish(),
});

const subscription = z.looseObject({
  id,
  customer: expandable,
  status: z.string(),
  items: listOf(subscriptionItem).nullish(),
  current_period_start: seconds.nullish(),
  current_period_end: seconds.nullish(),
});

const invoiceLine = z.looseObject({
  type: z.string().nullish(),
  subscription: expandable.nullish(),
  parent: z
    .looseObject({
      type: z.string().nullish(),
      subscription_item_details: z.looseObject({ subscription: expandable.nullish() }).nullish(),
    })
    .nullish(),
  period: z.looseObject({ start: seconds, end: seconds }).nullish(),
});

const invoice = z.looseObject({
  customer: expandable.nullish(),
  billing_reason: z.string().nullish(),
  subscription: expandable.nullish(),
  parent: z.looseObject({ subscription_details: z.looseObject({ subscription: expandable.nullish() }).nullish() }).nullish(),
  lines: listOf(invoiceLine).nullish(),
});

/** An event as it is recorded (its id, time and type) with the object it carries. */
const eventOf = <T extends string, O extends z.ZodType>(type: T, object: O) =>
  z.looseObject({ id, created: seconds, type: z.literal(type), data: z.looseObject({ object }) });

export const handledEvent = z.discriminatedUnion('type', [
  eventOf('checkout.session.completed', checkoutSession),
  eventOf('customer.subscription.created', subscription),
  eventOf('customer.subscription.updated', subscription),
  eventOf('customer.subscription.deleted', subscription),
  eventOf('invoice.paid', invoice),
]);

export type HandledEvent = z.infer<typeof handledEvent>;
export type CheckoutSession = z.infer<typeof checkoutSession>;
export type Subscription = z.infer<typeof subscription>;
export type Invoice = z.infer<typeof invoice>;

export const HANDLED_EVENTS: ReadonlySet<string> = new Set(handledEvent.options.map((o) => o.shape.type.value));

/** Where a malformed event went wrong, for the log: field paths and zod's codes, never values. */
export function malformedFields(error: z.ZodError): string[] {
  return error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(event)'}: ${i.code}`);
}
