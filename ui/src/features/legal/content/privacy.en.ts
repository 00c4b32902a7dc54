/** Privacy policy, English (last updated 11 May 2025; docs/dashboard.md#static-pages). */
import type { PrivacySectionId } from './privacySections';
import type { LegalDocument } from './types';

export const privacyEn: LegalDocument<PrivacySectionId> = {
  title: 'Privacy policy',
  dateLine: 'Last updated: 11 May 2025',
  linkText: {
    pricingPlans: 'pricing plans page',
    privacyPolicy: 'privacy policy',
    terms: 'terms and conditions',
  },
  intro: [
    'This privacy policy explains what information Shoplinks collects when you use our website, dashboard and the shoppable link pages created with it, why we collect it, who we share it with, and the choices and rights you have. Please read it together with our {terms}.',
  ],
  sections: {
    about: {
      title: 'Who we are',
      blocks: [
        'Shoplinks ("Shoplinks", "we", "us" or "our") provides a service that lets merchants with an online store on a store platform such as Shopify create shoppable links, short links and multilinks, make their social posts shoppable, run influencer programmes and see the sales they bring.',
        'The company that operates Shoplinks is headquartered in Israel. For the personal information described in this policy that we decide how to use, we are the data controller. You can reach us at any time at {supportEmail}.',
      ],
    },
    scope: {
      title: 'Whom this policy covers',
      blocks: [
        'This policy applies to:',
        {
          list: [
            'merchants who create a Shoplinks account ("account holders");',
            'influencers whose login a merchant creates in Shoplinks;',
            'shoppers and other visitors who open a link, short link or multilink page created with Shoplinks;',
            'people who contact us or send us a sign-up request.',
          ],
        },
      ],
    },
    eligibility: {
      title: 'Age requirement',
      blocks: [
        'You must be 18 years of age or older to create an account or to use the Shoplinks dashboard, whether as a merchant or as an influencer. We do not knowingly collect personal information from anyone under 18 for an account. If you believe that someone under 18 has given us personal information, contact us at {supportEmail} and we will delete it.',
      ],
    },
    collect: {
      title: 'Information we collect',
      blocks: [
        'We collect only what we need to run the service:',
        {
          list: [
            'Account information: your username, name, email address, preferred language and password. We store the password only as a one-way cryptographic hash (bcrypt); nobody at Shoplinks can read it.',
            'Store information: when you connect your store, we receive your shop domain and the data the connection allows, such as products, collections, prices, inventory, discounts and orders (order contents, amounts, promo codes and the customer details the store platform includes with an order), so that we can build link pages and attribute sales.',
            'Influencer information: the username, email address, promo code, commission and permissions a merchant sets for an influencer, and a profile image if one is added.',
            'Social accounts: when you connect Instagram, TikTok or Pinterest, the account name, the access tokens the network issues and the posts you choose to make shoppable.',
            'Link activity: when someone opens a Shoplinks page we record page views, clicks, add-to-cart and checkout events, the device type, browser, referring page and time. A random visitor identifier, kept in a cookie, lets us count unique visits and keep a visitor on the same multilink experience. Known bots and link-preview crawlers are flagged and not counted.',
            'Uploads: images and videos you upload, such as your store logo or media for the magic store.',
            'Communications: messages you send to support and sign-up requests (name, email address and the description you write).',
            'Technical data: IP addresses, request times and error logs, which we use to keep the service secure and working.',
          ],
        },
      ],
    },
    use: {
      title: 'How we use information',
      blocks: [
        'We use the information above to:',
        {
          list: [
            'create and secure your account, verify your email address and let you sign in;',
            'provide the service: build link pages with live products, hand shoppers over to your store checkout, and show analytics;',
            'attribute orders to links, short links, multilinks and influencers, and calculate commissions for your reports;',
            'send service emails, such as verification links and password reset links (reset links are valid for 30 minutes, verification links for 24 hours);',
            'protect the service and its users, for example by limiting repeated login attempts and detecting abuse;',
            'answer your questions and requests;',
            'improve and develop the service using aggregated information;',
            'comply with our legal obligations and enforce our {terms}.',
          ],
        },
        'We do not sell personal information, and we do not use shoppers’ information to advertise to them.',
      ],
    },
    cookies: {
      title: 'Cookies',
      blocks: [
        'We use a small number of cookies that the service needs:',
        {
          list: [
            'a session cookie that keeps you signed in for up to 30 days; it cannot be read by scripts on the page;',
            'a language cookie that remembers English or Hebrew for one year;',
            'a visitor identifier cookie on public link pages, described above.',
          ],
        },
        'We do not set advertising cookies. A merchant may add their own analytics or pixel identifiers (for example a Facebook pixel or a Google Analytics tag) in the settings; on that merchant’s link pages those providers’ own policies apply.',
      ],
    },
    sharing: {
      title: 'How we share information',
      blocks: [
        'We share personal information only as follows:',
        {
          list: [
            'With the store platform (Shopify), to operate the store connection, hand shoppers over to checkout and process subscription billing.',
            'With social networks you choose to connect, to read the posts you make shoppable.',
            'With service providers that host our servers and database, deliver email and store files for us. They process the information only on our instructions and under confidentiality and security obligations.',
            'Between merchants and their influencers: a merchant sees the influencers they created and the activity of their links; an influencer sees only the analytics the merchant allows.',
            'With authorities, when the law requires it, or to protect the rights, safety and property of our users or of Shoplinks.',
            'With a buyer or successor if Shoplinks is involved in a merger, acquisition or sale of assets, in which case we will tell account holders before their information becomes subject to a different privacy policy.',
          ],
        },
      ],
    },
    payments: {
      title: 'Payments',
      blocks: [
        'Subscription charges are billed through the store platform’s billing system and appear on your store platform invoice. We do not receive or store payment card data at any point.',
      ],
    },
    retention: {
      title: 'How long we keep information',
      blocks: [
        'We keep account and store information for as long as your account exists. When you delete your account from the My account page, your business and everything that belongs to it, including its users, influencers, sessions and links, is deleted at once and permanently. Technical logs are kept for a limited time for security and then deleted.',
        'We may keep information for longer only where the law requires it, for example for tax or accounting records.',
      ],
    },
    security: {
      title: 'Security',
      blocks: [
        'We protect information with measures suited to its sensitivity: encrypted connections, passwords stored only as bcrypt hashes, sign-in sessions stored as hashed tokens, limits on repeated attempts, separation of each business’s data, and access to production systems only for people who need it. No method of transmission or storage is completely secure; if a breach affects your personal information, we will notify you and the authorities as the law requires.',
      ],
    },
    transfers: {
      title: 'International transfers',
      blocks: [
        'We are based in Israel, and our service providers may process information in other countries. When information is transferred out of the country where it was collected, we take steps to ensure it stays protected as this policy describes and as applicable law requires.',
      ],
    },
    rights: {
      title: 'Your rights and choices',
      blocks: [
        'Depending on where you live, including under the Israeli Protection of Privacy Law and, where it applies, the European and UK General Data Protection Regulation, you may have the right to:',
        {
          list: [
            'access the personal information we hold about you and receive a copy of it;',
            'correct information that is inaccurate;',
            'delete your information; account holders can delete their account themselves from the My account page;',
            'object to or restrict certain uses of your information;',
            'withdraw consent where we rely on it, without affecting earlier use.',
          ],
        },
        'To use any of these rights, write to {supportEmail}. We will answer within the time the law sets and may ask you to confirm your identity first. You may also complain to your data protection authority; in Israel, the Privacy Protection Authority.',
      ],
    },
    merchantData: {
      title: 'Information we process for merchants',
      blocks: [
        'When we process information about a merchant’s shoppers and influencers (for example order details and link activity), we do so to provide the service to that merchant and on the merchant’s behalf. If you are a shopper or an influencer and want to use your rights over that information, you may contact the merchant directly or write to us and we will pass your request on.',
      ],
    },
    changes: {
      title: 'Changes to this policy',
      blocks: [
        'We may update this policy from time to time. We will publish the new version on this page with a new "last updated" date, and if the changes are significant we will notify account holders by email before they take effect.',
      ],
    },
    contact: {
      title: 'Contact us',
      blocks: ['Questions, requests or complaints about privacy: write to us at {supportEmail}.'],
    },
  },
};
