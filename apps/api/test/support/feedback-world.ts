/**
 * Freelancers chasing invoices for a search whose second pass matters (search/gather.ts): the
 * first pass finds posts in the founder's words, the second the one in their own.
 */
import { freelanceThread as post } from './conversations';

export const IDEA = { searchType: 'business_idea', businessIdea: 'automatic invoice reminders for freelancers', platforms: ['reddit', 'youtube'], intentLevel: 'high', timeRange: '', maxResults: 10 };

/** Freelancers chasing invoices, who all talk about their retainer clients and their bookkeeper. */
export const FIRST_PASS = [
  post('fb001', 'Freelancers: how do you chase a late invoice?', 'Two retainer clients pay every invoice 40 days late and my bookkeeper keeps asking why. I need reminders that go out on their own.'),
  post('fb002', 'Invoice reminders are eating my Fridays', 'As a freelancer I send every reminder by hand. My bookkeeper says automate it; my retainer clients just ignore the emails.'),
  post('fb003', 'Is there a tool that sends invoice reminders for freelancers?', 'Retainer work is great until the invoice is late. My bookkeeper cannot chase them for me. Happy to pay for automatic reminders.'),
  post('fb004', 'Freelance invoice got paid after 5 reminders', 'Retainer client finally paid the invoice. My bookkeeper was thrilled. There must be a better way than reminders by hand.'),
];
/** Says none of the founder's words: only the second pass finds it. */
export const OWN_WORDS = post(
  'fb005',
  'My retainer clients keep paying me weeks late',
  'Every month my bookkeeper has to nag my retainer clients. I would pay for something that does the nagging for me, it is driving me mad.',
);

