import { FaqPage } from '@web/features/information/components/faq-page';

/** /{lang}/faqs/restaurant: the restaurant FAQ (spec doc 2 sections 1 and 2). */
export function FaqsRestaurantPage() {
  return <FaqPage side="restaurant" />;
}
