/** The legal pages (page type 'legal'): /terms and /privacy, as the CMS stores them. */

const section = (title: string, ...paragraphs: string[]) => ({
  title,
  content: paragraphs.map((text) => `<p>${text}</p>`).join(''),
});

const TERMS = {
  title: 'Terms of Service',
  intro:
    'These terms apply whenever you browse, buy or sell on Kitswap. By creating an account or using the site you agree to them.',
  sections: [
    section(
      'Your account',
      'You must be at least 18, or have a parent or guardian who agrees to these terms for you. Keep your password to yourself; you are responsible for what happens under your account.',
      'One person, one account. We may restrict an account that breaks these terms, and we tell you why and how to resolve it.',
    ),
    section(
      'Listing gear',
      'Listing is free. Describe each item honestly: its model, size, condition and any wear or damage, with photos of the item itself. Sell only gear you own and may sell.',
      'Counterfeit, stolen, recalled or unsafe items are not allowed, and neither are items that are not sports gear.',
    ),
    section(
      'Buying and offers',
      'Buy Now and an accepted offer are binding: the buyer agrees to pay and the seller agrees to ship. An auction runs for 7 days and the highest offer at the end wins.',
      'Prices are in US dollars unless shown otherwise. The buyer pays postage, shown before checkout.',
    ),
    section(
      'Payment and fees',
      'Payments go through Kitswap and are held until the buyer accepts the item, or until 72 hours after delivery. Then the seller can cash out. A fee is taken from each completed sale; the current fees are shown before you list.',
    ),
    section(
      'Shipping',
      'Sellers ship within 3 days of a sale, with the prepaid label from the swap page or their own tracked service. If an item has not shipped after 7 days, the buyer may cancel and be refunded.',
    ),
    section(
      'Returns and disputes',
      'Within 72 hours of delivery a buyer may report an item that is not as described. Our support team reviews the swap and may refund in full or in part. After the buyer accepts the item, or after 72 hours, the sale is final.',
    ),
    section(
      'Keep it on Kitswap',
      'Arrange every sale, message and payment on Kitswap. Our buyer and seller protection covers only what happens in the swap.',
    ),
    section(
      'Changes and contact',
      'We may update these terms; we post the new version here with its date and tell account holders of material changes. Questions go to support through the Help Center.',
    ),
  ],
};

const PRIVACY = {
  title: 'Privacy Policy',
  intro: 'This policy explains what we collect when you use Kitswap, why, and the choices you have.',
  sections: [
    section(
      'What we collect',
      'Account details you give us (name, email, username, phone if you verify it), your listings, offers, messages and purchases, shipping addresses, and payout details for sellers.',
      'When you browse we record the pages and items you view, the device and browser you use, and your approximate location from your IP address.',
    ),
    section(
      'How we use it',
      'To run the marketplace: show listings, process payments, print shipping labels, deliver messages and resolve disputes. To keep it safe: detect fraud, spam and bots. To improve it: measure which features are used and recommend gear you may like.',
    ),
    section(
      'What we share',
      'A buyer and a seller see what a sale needs: the seller gets the shipping address, the buyer the tracking. Payment processors, carriers and our hosting providers process data on our behalf under contract. We do not sell your personal information.',
    ),
    section(
      'Cookies',
      'We use cookies to keep you signed in, remember your cart and preferences, and measure how the site is used. You can choose which non-essential cookies we set.',
    ),
    section(
      'Your choices',
      'You can update your account details in My Settings, unsubscribe from emails with the link in each one, and ask us for a copy of your data or to delete your account through the Help Center.',
    ),
    section(
      'How long we keep it',
      'We keep account data while your account is open, and transaction records as long as tax and accounting rules require.',
    ),
    section(
      'Changes and contact',
      'We post updates to this policy here with their date. Questions about privacy go to support through the Help Center.',
    ),
  ],
};

export function legalPages() {
  return [
    { slug: 'terms', fields: TERMS },
    { slug: 'privacy', fields: PRIVACY },
  ];
}
