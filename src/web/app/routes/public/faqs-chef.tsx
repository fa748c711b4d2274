import { FaqPage } from '@web/features/information/components/faq-page';

/** /{lang}/faqs/chef: the chef FAQ (spec doc 1 section 2, 13 questions). */
export function FaqsChefPage() {
  return <FaqPage side="chef" />;
}
