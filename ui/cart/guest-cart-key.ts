/** The guest cart's local storage key (spec §9); its own module so the host's merge trigger stays tiny. */
export const GUEST_CART_KEY = 'guestCartItems';
