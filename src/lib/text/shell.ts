export const shell = {
  myProfile: 'My Profile',
  package: 'Package',
  logout: 'Logout',
  loggedOut: 'Your Are Logout!!',
  menu: 'Menu',
  mainMenu: 'Main menu',
  skipToContent: 'Skip to content',
} as const;
