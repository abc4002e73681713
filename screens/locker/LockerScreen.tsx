import { useSuspenseQuery } from '@tanstack/react-query';
import { NotFoundError, useEngine, type ScreenProps } from '../../engine';
import type { UserProfile } from '../../schemas/entities/user-profile';
import { Browse } from '../../ui/browse/Browse';
import { PageMeta } from '../../ui/page-meta/PageMeta';
import { Stylesheet } from '../../ui/stylesheet/Stylesheet';
import { AboutSection } from './AboutSection';
import { AdminVacation } from './AdminVacation';
import { DraftsSection } from './DraftsSection';
import { FavoritesSection } from './FavoritesSection';
import { FeedbackSection } from './FeedbackSection';
import { profileQuery } from './locker-queries';
import { lockerSetup } from './locker-setup';
import { LockerHeader } from './LockerHeader';
import { LockerSaleModal } from './LockerSaleModal';
import css from './LockerScreen.css?url';
import { LockerTabs } from './LockerTabs';
import { PeopleSection } from './PeopleSection';
import { lockerPath, lockerSection, lockerTabs, type LockerSection } from './sections';

/** /locker/{username}[/{section}] and /{username}: a user's storefront — who they are, then the section chosen. */
export default function LockerScreen({ params }: ScreenProps) {
  const { api, viewer } = useEngine();
  const username = params.username ?? '';
  const section = lockerSection(params.section);
  if (!section) throw new NotFoundError('Locker section');
  const { data: profile } = useSuspenseQuery(profileQuery(api, username));
  const tab = lockerTabs(profile).find((candidate) => candidate.section === section)!;
  return (
    <div className="ks-page ks-locker">
      <Stylesheet href={css} />
      <PageMeta
        title={section === 'available' ? `${profile.username}’s locker` : `${tab.label} · ${profile.username}’s locker`}
        description={`Sports gear from @${profile.username} on Kitswap: ${profile.available_count} items for sale.`}
        canonical={lockerPath(profile.username, section)}
      />
      <LockerHeader profile={profile} />
      <AdminVacation profile={profile} />
      <LockerTabs profile={profile} current={section} />
      {section === 'available' && viewer?.userId === String(profile.id) ? <DraftsSection /> : null}
      <SectionContent profile={profile} section={section} title={tab.label} />
      <LockerSaleModal profile={profile} />
    </div>
  );
}

function SectionContent({ profile, section, title }: { profile: UserProfile; section: LockerSection; title: string }) {
  switch (section) {
    case 'available':
    case 'sold':
      return <Browse {...lockerSetup(profile.username, section)} title={title} titleAs="h2" src="locker" />;
    case 'about':
      return <AboutSection profile={profile} />;
    case 'favorites':
      return <FavoritesSection profile={profile} />;
    case 'feedback':
      return <FeedbackSection profile={profile} />;
    case 'followers':
    case 'following':
      return <PeopleSection profile={profile} list={section} />;
  }
}
