import { lazy, Suspense, useState } from 'react';
import {
  Avatar,
  Burger,
  Button,
  Container,
  Group,
  Menu,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogin2, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { signOut as endSession } from '../../lib/sign-out.ts';
import { firstNameOf, useAppState } from '../../stores/app-state.ts';
import { BrandLogo } from '../ui/brand-logo.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { accountLinks, memberLinks, publicLinks, type NavItem } from './nav-links.ts';
import classes from './navbar.module.css';

const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

export function Navbar() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The mobile menu's code (a drawer) loads on the first tap of the burger, not with every page.
  const [menuRequested, setMenuRequested] = useState(false);
  const token = useAppState((s) => s.token);
  const user = useAppState((s) => s.user);
  const signedIn = Boolean(token);
  const firstName = firstNameOf(user);
  const initial = (firstName[0] ?? '?').toUpperCase();

  const signOut = async () => {
    drawer.close();
    // Leave the protected page first (committed at once, not in a transition), or its guard
    // would see the token gone and send us to /login instead of home.
    await navigate(paths.home, { flushSync: true });
    endSession();
  };

  const renderLink = (link: NavItem) => (
    <NavLink key={link.to} to={link.to} end className={classes.link}>
      {t(link.labelKey)}
    </NavLink>
  );

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={paths.home} className={classes.brand} aria-label={`${t('brand')} – ${t('nav.home')}`}>
          <BrandLogo />
        </Link>

        <nav aria-label={t('nav.mainNavigation')}>
          <Group gap={2} visibleFrom="sm" wrap="nowrap">
            {signedIn ? (
              // Members see their own pages first; the public ones join when there is room.
              <Group gap={2} visibleFrom="lg" wrap="nowrap">
                {publicLinks.map(renderLink)}
              </Group>
            ) : (
              publicLinks.map(renderLink)
            )}
            {signedIn && memberLinks.map(renderLink)}
          </Group>
        </nav>

        <Group gap="xs" wrap="nowrap">
          <LanguageMenu />
          {signedIn ? (
            <Menu position="bottom-end" shadow="md" width={230} withinPortal>
              <Menu.Target>
                {/* Named by hidden text, not aria-label: the visible initial and first name are
                    decoration of that name, so what is seen never contradicts what is heard. */}
                <UnstyledButton className={classes.userButton} data-testid="user-menu">
                  <Avatar color="indigo" radius="xl" size={32} variant="filled" aria-hidden>
                    {initial}
                  </Avatar>
                  <Text fz="sm" fw={600} visibleFrom="md" maw={120} truncate aria-hidden>
                    {firstName}
                  </Text>
                  <VisuallyHidden>{t('nav.accountMenu', { name: firstName })}</VisuallyHidden>
                  <IconChevronDown size={14} aria-hidden />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {user && <Menu.Label>{t('nav.signedInAs', { email: user.email })}</Menu.Label>}
                {accountLinks.map((link) => (
                  <Menu.Item
                    key={link.to}
                    component={Link}
                    to={link.to}
                    leftSection={<link.icon size={16} aria-hidden />}
                  >
                    {t(link.labelKey)}
                  </Menu.Item>
                ))}
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  leftSection={<IconLogout size={16} aria-hidden />}
                  onClick={() => void signOut()}
                >
                  {t('nav.signOut')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Button
              component={Link}
              to={paths.login}
              visibleFrom="sm"
              leftSection={<IconLogin2 size={18} aria-hidden />}
            >
              {t('nav.login')}
            </Button>
          )}
          <Burger
            opened={drawerOpened}
            onClick={() => {
              setMenuRequested(true);
              drawer.toggle();
            }}
            hiddenFrom="sm"
            aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={drawerOpened}
            aria-controls="mobile-navigation"
            data-testid="burger"
          />
        </Group>
      </Container>

      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={drawerOpened}
            onClose={drawer.close}
            signedIn={signedIn}
            onSignOut={() => void signOut()}
          />
        </Suspense>
      )}
    </header>
  );
}
