import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import LoginNavbarItem from '@site/src/components/LoginNavbarItem';

// Adds the session-aware Login item as navbar item type 'custom-login'.
export default {
  ...ComponentTypes,
  'custom-login': LoginNavbarItem,
};
