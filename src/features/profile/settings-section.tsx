/**
 * Settings (spec §2): the language, switched as the header switches it (spec §4: the upper-cased
 * code in the lng cookie, then the page again in that language), with the same links.
 */
import { FormattedMessage } from 'react-intl';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { FormSection } from '../../components/ui/field-kit';

export function SettingsSection() {
  return (
    <FormSection aria-labelledby="profile-settings" id="settings">
      <h2 id="profile-settings">
        <FormattedMessage id="profile.section.settings" />
      </h2>
      <p>
        <FormattedMessage id="profile.settings.language" />
      </p>
      <LanguageSwitcher path="/profile" />
    </FormSection>
  );
}
