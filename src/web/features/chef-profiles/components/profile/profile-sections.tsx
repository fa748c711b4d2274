import type { ChefProfileView } from '@shared/contracts/chef-profiles';
import { Button } from '@web/components/ui/button';
import { RichText } from '@web/components/ui/rich-text';
import { useScreen } from '@web/lib/device';
import { parseRichText } from '@web/lib/rich-text';
import { ExternalLink, MapPin } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cuisineLabel,
  experienceShownFirst,
  itemTextCut,
  levelLabel,
  periodLabel,
  positionLabel,
  sectorLabel,
  sortByStart,
  spokenLanguageLabel,
} from '../../lib/profile-display';
import { ProfileSection, SectionEmpty } from '@web/components/profile/profile-section';
import { EditItemButton, WizardButton } from './profile-section';
import { ExpandableText } from '@web/components/profile/expandable-text';
import { RatingIcons } from '@web/components/profile/rating-icons';
import { useSectionTitles } from './section-menu';

type Experience = ChefProfileView['experience'][number];
type Education = ChefProfileView['education'][number];

/**
 * The sections of a chef profile (spec doc 1 section 2): about, work experience, education, languages,
 * referrals. `editable`: the chef's own page, with the add and edit buttons and empty states that invite;
 * otherwise the public view, which shows two experience items until "show all" and leaves out empty
 * sections' invitations.
 */
export function ProfileSections({ profile, editable }: { profile: ChefProfileView; editable: boolean }) {
  return (
    <>
      <AboutSection profile={profile} editable={editable} />
      <ExperienceSection items={profile.experience} editable={editable} />
      <EducationSection items={profile.education} editable={editable} />
      <LanguagesSection items={profile.languages} editable={editable} />
      <ReferralsSection items={profile.referrals} editable={editable} />
    </>
  );
}

function AboutSection({ profile, editable }: { profile: ChefProfileView; editable: boolean }) {
  const { t } = useTranslation('chef');
  const titles = useSectionTitles(editable);
  const nodes = useMemo(() => parseRichText(profile.description), [profile.description]);
  const written = nodes.length > 0;
  // The about text is shown whole: the spec's "chef description preview 200 / 80" is the preview on
  // chef cards (search results), while this page is where the full text is read.
  return (
    <ProfileSection
      id="about"
      title={titles.about}
      action={
        editable ? (
          <WizardButton
            step="chefabout"
            kind={written ? 'edit' : 'add'}
            label={written ? t('profile.edit_about') : t('profile.add_about')}
          />
        ) : null
      }
    >
      {written ? (
        <RichText nodes={nodes} lang={profile.language ?? undefined} />
      ) : (
        <SectionEmpty>{editable ? t('profile.about_empty') : t('view.about_empty')}</SectionEmpty>
      )}
    </ProfileSection>
  );
}

function ExperienceSection({ items, editable }: { items: Experience[]; editable: boolean }) {
  const { t } = useTranslation('chef');
  const [showAll, setShowAll] = useState(false);
  const sorted = useMemo(() => sortByStart(items), [items]);
  const folded = !editable && !showAll && sorted.length > experienceShownFirst;
  const shown = folded ? sorted.slice(0, experienceShownFirst) : sorted;
  return (
    <ProfileSection
      id="work-experience"
      title={t('profile.work_experience')}
      action={
        editable ? <WizardButton step="chefworkexperience" label={t('profile.add_experience')} /> : null
      }
    >
      {sorted.length === 0 ? (
        <SectionEmpty>{editable ? t('profile.experience_empty') : t('view.experience_empty')}</SectionEmpty>
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-stone-200">
            {shown.map((item) => (
              <li key={item.id} className="py-4 first:pt-0 last:pb-0">
                <ExperienceItem item={item} editable={editable} />
              </li>
            ))}
          </ol>
          {!editable && sorted.length > experienceShownFirst ? (
            <Button
              variant="link"
              className="mt-2"
              aria-expanded={!folded}
              onClick={() => setShowAll(!showAll)}
            >
              {folded ? t('view.show_all_experience', { total: sorted.length }) : t('view.show_less')}
            </Button>
          ) : null}
        </>
      )}
    </ProfileSection>
  );
}

/** A company or school, linked to its site when the chef gave one (a new tab, marked as leaving the site). */
function Organisation({ name, url }: { name: string; url: string }) {
  const { t } = useTranslation('chef');
  if (!url) return <>{name}</>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {name}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t('profile.opens_new_tab')}</span>
    </a>
  );
}

function ItemHeader({ title, subtitle, edit }: { title: string; subtitle: ReactNode; edit: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 className="font-bold text-stone-900">{title}</h3>
        <p className="text-stone-800">{subtitle}</p>
      </div>
      {edit}
    </div>
  );
}

function Meta({ children }: { children: ReactNode }) {
  return <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">{children}</p>;
}

function Place({ address }: { address: string | undefined }) {
  if (!address) return null;
  return (
    <span className="inline-flex items-center gap-1">
      <MapPin aria-hidden="true" className="size-4" />
      {address}
    </span>
  );
}

function ExperienceItem({ item, editable }: { item: Experience; editable: boolean }) {
  const { t } = useTranslation('chef');
  const { language } = useScreen();
  const value = item.value;
  const position = positionLabel(value.position, language);
  return (
    <article className="flex flex-col gap-2">
      <ItemHeader
        title={position}
        subtitle={<Organisation name={value.company} url={value.url} />}
        edit={
          editable ? (
            <EditItemButton
              step="chefworkexperience"
              itemId={item.id}
              name={`${position}, ${value.company}`}
            />
          ) : null
        }
      />
      <Meta>
        <span>{periodLabel(value, language, t('profile.currently'))}</span>
        <span>
          {[sectorLabel(value.sector, language), cuisineLabel(value.cuisine, language)]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <Place address={value.location?.formatted_address} />
        <RatingIcons type={value.ratingType} rating={value.rating} />
      </Meta>
      <CutText html={value.description} lang={value.language ?? undefined} />
    </article>
  );
}

function EducationSection({ items, editable }: { items: Education[]; editable: boolean }) {
  const { t } = useTranslation('chef');
  const { language } = useScreen();
  const sorted = useMemo(() => sortByStart(items), [items]);
  return (
    <ProfileSection
      id="education"
      title={t('profile.education')}
      action={editable ? <WizardButton step="chefeducation" label={t('profile.add_education')} /> : null}
    >
      {sorted.length === 0 ? (
        <SectionEmpty>{editable ? t('profile.education_empty') : t('view.education_empty')}</SectionEmpty>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {sorted.map((item) => (
            <li key={item.id} className="rounded-xl border border-stone-200 p-4">
              <article className="flex flex-col gap-2">
                <ItemHeader
                  title={item.value.title}
                  subtitle={<Organisation name={item.value.center} url={item.value.url} />}
                  edit={
                    editable ? (
                      <EditItemButton step="chefeducation" itemId={item.id} name={item.value.title} />
                    ) : null
                  }
                />
                <Meta>
                  <span>{periodLabel(item.value, language, t('profile.currently'))}</span>
                  <Place address={item.value.location?.formatted_address} />
                </Meta>
                <CutText html={item.value.description} lang={item.value.language ?? undefined} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

function LanguagesSection({ items, editable }: { items: ChefProfileView['languages']; editable: boolean }) {
  const { t } = useTranslation('chef');
  const { language } = useScreen();
  return (
    <ProfileSection
      id="languages"
      title={t('profile.languages')}
      action={editable ? <WizardButton step="cheflanguage" label={t('profile.add_language')} /> : null}
    >
      {items.length === 0 ? (
        <SectionEmpty>{editable ? t('profile.languages_empty') : t('view.languages_empty')}</SectionEmpty>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => {
            const name = spokenLanguageLabel(item.language, language);
            return (
              <li
                key={item.id}
                className="flex items-start justify-between gap-2 rounded-xl border border-stone-200 p-4"
              >
                <div>
                  <p className="font-bold text-stone-900">{name}</p>
                  <p className="text-sm text-stone-700">{levelLabel(item.level, language)}</p>
                </div>
                {editable ? <EditItemButton step="cheflanguage" itemId={item.id} name={name} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </ProfileSection>
  );
}

function ReferralsSection({ items, editable }: { items: ChefProfileView['referrals']; editable: boolean }) {
  const { t } = useTranslation('chef');
  return (
    <ProfileSection
      id="referrals"
      title={t('profile.referrals')}
      action={editable ? <WizardButton step="chefreferral" label={t('profile.add_referral')} /> : null}
    >
      {items.length === 0 ? (
        <SectionEmpty>{editable ? t('profile.referrals_empty') : t('view.referrals_empty')}</SectionEmpty>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {items.map((item, index) => (
            <li key={item.id} className="flex flex-col gap-2 rounded-xl border border-stone-200 p-4">
              <RichText
                nodes={parseRichText(item.value.description)}
                lang={item.value.language ?? undefined}
              />
              {editable ? (
                <div className="-mb-2 flex justify-end">
                  <EditItemButton
                    step="chefreferral"
                    itemId={item.id}
                    name={t('profile.referral_number', { number: index + 1 })}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

/** An experience's or a school's description, cut at 120 characters with "read more". */
function CutText({ html, lang }: { html: string; lang?: string }) {
  const { t } = useTranslation('chef');
  return (
    <ExpandableText
      html={html}
      lang={lang}
      limit={itemTextCut}
      labels={{ more: t('profile.read_more'), less: t('profile.read_less') }}
    />
  );
}
