import type { OfferView } from '@shared/contracts/offers';
import type { Language } from '@shared/i18n/languages';
import { offerPath } from '@web/components/offers/offer-display';
import type { ShareDialogData } from '../dialogs';

/**
 * The places an offer's link is shared to from the share overlay (spec doc 2 section 4): each
 * network's own "share this link" address, and an e-mail with the title as subject.
 */
export interface ShareTarget {
  id: 'whatsapp' | 'linkedin' | 'facebook' | 'x' | 'email';
  /** The network's name (a brand: not translated). */
  label: string;
  href: string;
}

export function shareTargets(
  link: { url: string; title: string; subtitle?: string },
  emailSubject: string,
): ShareTarget[] {
  const url = encodeURIComponent(link.url);
  const text = link.subtitle ? `${link.title} · ${link.subtitle}` : link.title;
  return [
    {
      id: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${link.url}`)}`,
    },
    { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    {
      id: 'x',
      label: 'X',
      href: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(text)}`,
    },
    {
      id: 'email',
      label: 'E-mail',
      href: `mailto:?subject=${encodeURIComponent(emailSubject)}&body=${encodeURIComponent(`${text}\n${link.url}`)}`,
    },
  ];
}

/**
 * What the share overlay opens with once an offer is saved: its public page's address on `origin`,
 * its headline and venue, and its picture (its own photo, else the venue's logo).
 */
export function offerShareData(offer: OfferView, language: Language, origin: string): ShareDialogData {
  return {
    url: new URL(offerPath(language, offer), origin).href,
    title: offer.name,
    subtitle: offer.restaurant.name,
    image: offer.image1?.miniature?.url ?? offer.image1?.square?.url ?? offer.restaurant.logo?.square?.url,
  };
}
