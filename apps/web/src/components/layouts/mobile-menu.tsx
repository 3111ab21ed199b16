import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { IconLogin2, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LanguageMenu } from './language-menu.tsx';
import { accountLinks, publicLinks } from './nav-links.ts';
import classes from './navbar.module.css';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  signedIn: boolean;
  onSignOut: () => void;
}

/** The burger's drawer, below 768 px: every link, the language menu and Login or Sign Out. */
export function MobileMenu({ opened, onClose, signedIn, onSignOut }: MobileMenuProps) {
  const { t } = useTranslation('common');
  return (
    <Drawer
      id="mobile-navigation"
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(320px, 85vw)"
      title={t('nav.menuTitle')}
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <nav aria-label={t('nav.mainNavigation')}>
        <Stack gap={4}>
          {[...publicLinks, ...(signedIn ? accountLinks : [])].map((link) => (
            <NavLink key={link.to} to={link.to} end className={classes.mobileLink} onClick={onClose}>
              <link.icon size={20} aria-hidden />
              {t(link.labelKey)}
            </NavLink>
          ))}
        </Stack>
      </nav>
      <Divider my="md" />
      <Stack gap="sm">
        <LanguageMenu fullWidth />
        {signedIn ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={onSignOut}
          >
            {t('nav.signOut')}
          </Button>
        ) : (
          <Button
            component={Link}
            to={paths.login}
            onClick={onClose}
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {t('nav.login')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
