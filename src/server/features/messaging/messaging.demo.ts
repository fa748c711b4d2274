import { checkPremiumVenues } from '../../access';
import type { Executor } from '../../db/client';
import * as repo from './messaging.repository';

const minute = 60 * 1000;
const hour = 60 * minute;

/** What the demo's conversations join: the seeded chefs (the demo chef first) and the venues. */
export interface DemoMessagingSources {
  chefs: { accountId: number; profileId: number }[];
  restaurants: { accountId: number; venueIds: number[] }[];
}

/** A line of a demo conversation: who writes (the chef or the venue), how long ago, and what. */
type Line = [from: 'chef' | 'venue', ago: number, text: string];

const withDemoChef: Line[] = [
  [
    'venue',
    50 * hour,
    'Hello! We loved your CV. Would you like to come for a trial in our kitchen next week?',
  ],
  ['chef', 47 * hour, 'Thank you, I would be glad to. Which days suit you best?'],
  ['venue', 26 * hour, 'Tuesday or Wednesday, from 10:00. Bring your knives; we provide the whites.'],
  ['chef', 25 * hour, 'Wednesday at 10:00 is perfect. See you then!'],
  ['venue', 3 * hour, 'Great. Ask for Marta at the staff entrance on arrival.'],
];

const withOtherChefs: Line[][] = [
  [
    ['chef', 30 * hour, 'Good morning, is the pastry position still open? I am free from next month.'],
    ['venue', 28 * hour, 'It is! Could you send us a few photos of your recent work?'],
    ['chef', 90 * minute, 'Of course, I have added them to my profile. Thank you for your time.'],
  ],
  [
    ['venue', 6 * 24 * hour, 'Hi, we have a sous chef opening that matches your experience.'],
    ['chef', 5 * 24 * hour, 'Thanks for thinking of me. I would like to know more about the hours.'],
  ],
];

/**
 * The demo's conversations (D14): the premium group has written with the demo chef (its last message
 * not read yet, so the chef's Messages badge shows) and with two other chefs (one waiting for the
 * group's answer). Only a premium venue's account writes and is written to (D5).
 */
export async function addDemoConversations(db: Executor, sources: DemoMessagingSources, now = new Date()) {
  const venues = sources.restaurants.flatMap((r) =>
    r.venueIds.map((venueId) => ({ venueId, accountId: r.accountId })),
  );
  const premium = await checkPremiumVenues(
    db,
    venues.map((v) => v.venueId),
  );
  const group = venues.filter((v) => premium.has(v.venueId));
  if (group.length === 0) return;
  const [demoChef, ...others] = sources.chefs;
  const plans = [
    ...(demoChef ? [{ chef: demoChef, venue: group[0]!, lines: withDemoChef }] : []),
    ...withOtherChefs.flatMap((lines, i) => {
      const chef = others[i];
      return chef ? [{ chef, venue: group[(i + 1) % group.length]!, lines }] : [];
    }),
  ];
  const rows: repo.NewMessage[] = [];
  for (const plan of plans) {
    const conversationId = await repo.findOrCreateConversation(db, plan.chef.profileId, plan.venue.venueId);
    plan.lines.forEach(([from, ago, body], i) => {
      const createdAt = new Date(now.getTime() - ago);
      const last = i === plan.lines.length - 1;
      rows.push({
        conversationId,
        senderAccountId: from === 'chef' ? plan.chef.accountId : plan.venue.accountId,
        body,
        createdAt,
        // Each side has read what came before its own answer; the last line waits to be read.
        readAt: last ? null : new Date(createdAt.getTime() + 20 * minute),
      });
    });
  }
  await repo.insertMessages(db, rows);
}
